/**
 * The cases of the Agent Skills reference validator's test suite (skills-ref, in the
 * agentskills/agentskills repository: tests/test_validator.py and tests/test_parser.py), rewritten
 * as data: the facts of each case (the folder, the SKILL.md, what the spec says about it) carry
 * over; the code does not. `from` names the reference test(s) each case comes from.
 *
 * `outcome` is what the Agent Skills specification gives, as `validate --spec` reports it:
 * - `valid`: exit 0 and no finding at all;
 * - `errors`: exit 1 with exactly these error rules (warnings may come along);
 * - `warnings`: exit 0 with exactly these warning rules and no error;
 * - `cannot-run`: exit 2 (the path given as --root cannot be checked).
 * `differs` says where skill-evals deliberately reports something other than skills-ref, and why.
 */

export type Outcome =
  | { kind: 'valid' }
  | { kind: 'errors'; rules: string[] }
  | { kind: 'warnings'; rules: string[] }
  | { kind: 'cannot-run' }

export interface ConformanceCase {
  id: string
  from: string[]
  /** Repo files (path → content); the skill lives under skills/ unless a case says otherwise. */
  files: Record<string, string>
  /** --root relative to the temp repo (default: the repo itself). */
  root?: string
  outcome: Outcome
  /** Text each finding of the outcome must contain (checked on the first finding with the rule). */
  mentions?: Record<string, string[]>
  differs?: string
}

const md = (front: string, body = '# Body\n'): string => `---\n${front}---\n${body}`
const skill = (folder: string, front: string, body?: string): Record<string, string> => ({ [`skills/${folder}/SKILL.md`]: md(front, body) })

export const CASES: ConformanceCase[] = [
  // ── validator: valid skills ──
  { id: 'minimal valid skill', from: ['test_valid_skill', 'test_valid_frontmatter'], files: skill('my-skill', 'name: my-skill\ndescription: A test skill\n', '# My Skill\n\nInstructions here.\n'), outcome: { kind: 'valid' } },
  { id: 'license and metadata', from: ['test_valid_with_all_fields', 'test_read_valid_skill'], files: skill('my-skill', 'name: my-skill\ndescription: A test skill\nlicense: MIT\nmetadata:\n  author: Test\n'), outcome: { kind: 'valid' } },
  { id: 'allowed-tools as a space-separated string', from: ['test_allowed_tools_accepted', 'test_read_with_allowed_tools'], files: skill('my-skill', 'name: my-skill\ndescription: A test skill\nallowed-tools: Bash(jq:*) Bash(git:*)\n'), outcome: { kind: 'valid' } },
  { id: 'compatibility within 500 characters', from: ['test_valid_compatibility'], files: skill('my-skill', 'name: my-skill\ndescription: A test skill\ncompatibility: Requires Python 3.11+\n'), outcome: { kind: 'valid' } },

  // ── validator: the path given ──
  { id: 'the path does not exist', from: ['test_nonexistent_path'], files: {}, root: 'nonexistent', outcome: { kind: 'cannot-run' } },
  { id: 'the path is a file', from: ['test_not_a_directory'], files: { 'file.txt': 'test' }, root: 'file.txt', outcome: { kind: 'cannot-run' } },
  {
    id: 'a skill folder without SKILL.md',
    from: ['test_missing_skill_md', 'test_missing_skill_md (parser)', 'test_find_skill_md_returns_none_when_missing'],
    files: { 'skills/my-skill/notes.txt': 'no SKILL.md here' },
    outcome: { kind: 'warnings', rules: ['skill.file.missing'] },
    mentions: { 'skill.file.missing': ['skills/my-skill'] },
    differs: 'skills-ref validates one folder it is pointed at, so a missing SKILL.md is an error; validate reads a whole repository, where a folder under a skill root without SKILL.md is not a skill, so it is named in a warning.'
  },

  // ── validator: name ──
  { id: 'uppercase name', from: ['test_invalid_name_uppercase'], files: skill('MySkill', 'name: MySkill\ndescription: A test skill\n'), outcome: { kind: 'errors', rules: ['skill.name.pattern'] }, mentions: { 'skill.name.pattern': ['lowercase', "uppercase 'M', 'S'"] } },
  { id: 'name over 64 characters', from: ['test_name_too_long'], files: skill('a'.repeat(70), `name: ${'a'.repeat(70)}\ndescription: A test skill\n`), outcome: { kind: 'errors', rules: ['skill.name.length'] }, mentions: { 'skill.name.length': ['70 characters', '64'] } },
  { id: 'leading hyphen', from: ['test_name_leading_hyphen'], files: skill('-my-skill', 'name: -my-skill\ndescription: A test skill\n'), outcome: { kind: 'errors', rules: ['skill.name.hyphen-edge'] } },
  { id: 'consecutive hyphens', from: ['test_name_consecutive_hyphens'], files: skill('my--skill', 'name: my--skill\ndescription: A test skill\n'), outcome: { kind: 'errors', rules: ['skill.name.double-hyphen'] } },
  { id: 'underscore in the name', from: ['test_name_invalid_characters'], files: skill('my_skill', 'name: my_skill\ndescription: A test skill\n'), outcome: { kind: 'errors', rules: ['skill.name.pattern'] }, mentions: { 'skill.name.pattern': ["'_'"] } },
  { id: 'name and folder differ', from: ['test_name_directory_mismatch'], files: skill('wrong-name', 'name: correct-name\ndescription: A test skill\n'), outcome: { kind: 'errors', rules: ['skill.name.folder-mismatch'] }, mentions: { 'skill.name.folder-mismatch': ["'wrong-name'"] } },
  { id: 'Chinese name', from: ['test_i18n_chinese_name'], files: skill('技能', 'name: 技能\ndescription: A skill with Chinese name\n'), outcome: { kind: 'valid' } },
  { id: 'Russian name with a hyphen', from: ['test_i18n_russian_name_with_hyphens'], files: skill('мой-навык', 'name: мой-навык\ndescription: A skill with Russian name\n'), outcome: { kind: 'valid' } },
  { id: 'Russian lowercase name', from: ['test_i18n_russian_lowercase_valid'], files: skill('навык', 'name: навык\ndescription: A skill with Russian lowercase name\n'), outcome: { kind: 'valid' } },
  { id: 'Russian uppercase name', from: ['test_i18n_russian_uppercase_rejected'], files: skill('НАВЫК', 'name: НАВЫК\ndescription: A skill with Russian uppercase name\n'), outcome: { kind: 'errors', rules: ['skill.name.pattern'] }, mentions: { 'skill.name.pattern': ['uppercase'] } },
  {
    id: 'name equals its folder after NFKC',
    from: ['test_nfkc_normalization'],
    // the name is "cafe" + U+0301 (combining acute), the folder is "café" with U+00E9
    files: skill('caf\u00e9', 'name: cafe\u0301\ndescription: A test skill\n'),
    outcome: { kind: 'valid' }
  },

  // ── validator: other fields ──
  {
    id: 'unknown frontmatter key',
    from: ['test_unexpected_fields'],
    files: skill('my-skill', 'name: my-skill\ndescription: A test skill\nunknown_field: should not be here\n'),
    outcome: { kind: 'warnings', rules: ['skill.key.unknown'] },
    mentions: { 'skill.key.unknown': ["'unknown_field'"] },
    differs: 'skills-ref rejects any key the spec does not define; the spec lists its fields but does not forbid others, and Claude Code reads more (effort, model, …), so an unknown key is a warning.'
  },
  { id: 'description over 1024 characters', from: ['test_description_too_long'], files: skill('my-skill', `name: my-skill\ndescription: ${'x'.repeat(1100)}\n`), outcome: { kind: 'errors', rules: ['skill.description.length'] }, mentions: { 'skill.description.length': ['1100', '1024'] } },
  { id: 'compatibility over 500 characters', from: ['test_compatibility_too_long'], files: skill('my-skill', `name: my-skill\ndescription: A test skill\ncompatibility: ${'x'.repeat(550)}\n`), outcome: { kind: 'errors', rules: ['skill.compatibility.length'] }, mentions: { 'skill.compatibility.length': ['550', '500'] } },

  // ── parser ──
  { id: 'no frontmatter', from: ['test_missing_frontmatter'], files: { 'skills/my-skill/SKILL.md': '# No frontmatter here\n' }, outcome: { kind: 'errors', rules: ['skill.frontmatter.missing'] } },
  { id: 'frontmatter never closed', from: ['test_unclosed_frontmatter'], files: { 'skills/my-skill/SKILL.md': '---\nname: my-skill\ndescription: A test skill\n' }, outcome: { kind: 'errors', rules: ['skill.frontmatter.unclosed'] } },
  { id: 'invalid YAML', from: ['test_invalid_yaml'], files: skill('my-skill', 'name: [invalid\ndescription: broken\n', 'Body here\n'), outcome: { kind: 'errors', rules: ['skill.yaml.syntax'] } },
  { id: 'frontmatter is a list', from: ['test_non_dict_frontmatter'], files: skill('my-skill', '- just\n- a\n- list\n'), outcome: { kind: 'errors', rules: ['skill.frontmatter.not-mapping'] } },
  {
    id: 'metadata value written as a number',
    from: ['test_read_with_metadata'],
    files: skill('my-skill', 'name: my-skill\ndescription: A test skill\nmetadata:\n  author: Test Author\n  version: 1.0\n'),
    outcome: { kind: 'errors', rules: ['skill.metadata.value'] },
    mentions: { 'skill.metadata.value': ['metadata.version', 'version: "1.0"'] },
    differs: 'skills-ref reads YAML with strictyaml, where every scalar is a string, so `version: 1.0` passes as "1.0"; in YAML 1.2 (what agents parse) it is the number 1, and the spec requires string values, so this is an error with the quoted fix.'
  },
  { id: 'no name', from: ['test_missing_name'], files: skill('my-skill', 'description: A test skill\n'), outcome: { kind: 'errors', rules: ['skill.name.missing'] } },
  { id: 'no description', from: ['test_missing_description'], files: skill('my-skill', 'name: my-skill\n'), outcome: { kind: 'errors', rules: ['skill.description.missing'] } },
  {
    id: 'SKILL.md and skill.md side by side',
    from: ['test_find_skill_md_prefers_uppercase'],
    files: { ...skill('my-skill', 'name: my-skill\ndescription: A test skill\n'), 'skills/my-skill/skill.md': 'lowercase' },
    outcome: { kind: 'valid' }
  },
  {
    id: 'only a lowercase skill.md',
    from: ['test_find_skill_md_accepts_lowercase', 'test_read_properties_with_lowercase_skill_md'],
    files: { 'skills/my-skill/skill.md': md('name: my-skill\ndescription: A test skill\n') },
    outcome: { kind: 'warnings', rules: ['skill.file.lowercase'] },
    mentions: { 'skill.file.lowercase': ['SKILL.md'] },
    differs: 'skills-ref accepts skill.md; the spec names the file SKILL.md and Claude Code loads only that name on case-sensitive file systems, so the skill is not read and a warning says to rename it.'
  }
]

/** The reference tests this suite covers, by file: every test of test_validator.py and test_parser.py. */
export const REFERENCE_TESTS = {
  'test_validator.py': [
    'test_valid_skill', 'test_nonexistent_path', 'test_not_a_directory', 'test_missing_skill_md', 'test_invalid_name_uppercase', 'test_name_too_long',
    'test_name_leading_hyphen', 'test_name_consecutive_hyphens', 'test_name_invalid_characters', 'test_name_directory_mismatch', 'test_unexpected_fields',
    'test_valid_with_all_fields', 'test_allowed_tools_accepted', 'test_i18n_chinese_name', 'test_i18n_russian_name_with_hyphens',
    'test_i18n_russian_lowercase_valid', 'test_i18n_russian_uppercase_rejected', 'test_description_too_long', 'test_valid_compatibility',
    'test_compatibility_too_long', 'test_nfkc_normalization'
  ],
  'test_parser.py': [
    'test_valid_frontmatter', 'test_missing_frontmatter', 'test_unclosed_frontmatter', 'test_invalid_yaml', 'test_non_dict_frontmatter',
    'test_read_valid_skill', 'test_read_with_metadata', 'test_missing_skill_md (parser)', 'test_missing_name', 'test_missing_description',
    'test_find_skill_md_prefers_uppercase', 'test_find_skill_md_accepts_lowercase', 'test_find_skill_md_returns_none_when_missing',
    'test_read_properties_with_lowercase_skill_md', 'test_read_with_allowed_tools'
  ]
}
