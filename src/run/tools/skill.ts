/** The Skill tool (discover mode): loads a listed skill's SKILL.md by name. */
import { fail, str, type ToolContext, type ToolResult } from './context.js'

export function skillTool(args: Record<string, unknown>, ctx: ToolContext): ToolResult {
  const skills = ctx.skills ?? {}
  const names = Object.keys(skills)
  if (names.length === 0) fail('No skills are available in this run.')
  const requested = (str(args, 'skill') as string).trim().replace(/^\//, '')
  const name = names.find((n) => n === requested) ?? names.find((n) => n.toLowerCase() === requested.toLowerCase())
  if (name === undefined) fail(`Unknown skill: ${requested}. Available skills: ${names.join(', ')}`)
  ctx.skillsInvoked?.add(name)
  return {
    output: `Launching skill: ${name}\nBase directory for this skill: .claude/skills/${name}\n\n${skills[name]}`,
    isError: false
  }
}
