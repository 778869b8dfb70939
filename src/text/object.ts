/** A plain JSON object (not null, not an array): the one `isObject` of src/ (issue 20). */
export type JsonObject = Record<string, unknown>

export const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v)
