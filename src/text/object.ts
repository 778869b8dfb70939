/** A plain JSON object (not null, not an array): the one `isObject` of src/ (issue 20). */
export type JsonObject = Record<string, unknown>

export const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v)

// Tolerant readers of JSON values (the one set of them: the log's outlines and the viewer use these).

/** A scalar as text (`1` → "1", `true` → "true"); `fallback` for anything else. */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback)
/** A finite number, else null. */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
/** A list, else an empty one. */
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
