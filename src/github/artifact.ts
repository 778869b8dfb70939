/**
 * Artifacts through `@actions/artifact`'s `DefaultArtifactClient` (the results service of the
 * current run). Soft-fails: without `ACTIONS_RUNTIME_TOKEN` / `ACTIONS_RESULTS_URL` (CLI,
 * local-action), on GHES, or when the service refuses, the result says `skipped`/`failed` with
 * a reason and nothing throws; the files stay on disk.
 *
 * The single-file viewer is uploaded unarchived (`skipArchive`, @actions/artifact ≥ 6.2.0), so
 * it opens straight from the run page. With `skipArchive` the artifact's name is the file's
 * basename, so the file is copied under the wanted name first when they differ. If the service
 * rejects an unarchived upload, it is retried once as a zip.
 */
import type { UploadArtifactOptions } from '@actions/artifact'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Logger } from './client.js'

/** The part of the client we use (lets tests count calls). */
/** The artifact client, imported on first use (it and its storage SDK are a large part of the bundle). */
async function artifactClient(): Promise<ArtifactUploader> {
  const { DefaultArtifactClient } = await import('@actions/artifact')
  return new DefaultArtifactClient()
}

export interface ArtifactUploader {
  uploadArtifact(
    name: string,
    files: string[],
    rootDirectory: string,
    options?: UploadArtifactOptions,
  ): Promise<{ id?: number; size?: number; digest?: string }>
}

export interface ArtifactResult {
  status: 'uploaded' | 'skipped' | 'failed'
  name: string
  id?: number
  size?: number
  digest?: string
  /** `https://github.com/<repo>/actions/runs/<run>/artifacts/<id>` when the env allows. */
  url?: string
  /** Why skipped or failed. */
  reason?: string
  /** Uploaded without a zip around it. */
  unarchived?: boolean
}

export interface UploadOptions {
  retentionDays?: number
  compressionLevel?: number
  env?: NodeJS.ProcessEnv
  client?: ArtifactUploader
  log?: Logger
}

/** Undefined when the artifact service is reachable in principle, else why not. */
export function artifactServiceMissing(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const missing = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'].filter((k) => !env[k])
  if (missing.length > 0) return `the artifact service is not available (${missing.join(' and ')} not set: not running inside GitHub Actions)`
  const server = env['GITHUB_SERVER_URL']
  if (server) {
    let host = ''
    try {
      host = new URL(server).hostname.toLowerCase()
    } catch {
      return `GITHUB_SERVER_URL '${server}' is not a URL`
    }
    if (!(host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.localhost'))) {
      return `@actions/artifact does not support GitHub Enterprise Server (${host})`
    }
  }
  return undefined
}

/** Link to an artifact on the run page, from GITHUB_SERVER_URL / GITHUB_REPOSITORY / GITHUB_RUN_ID. */
export function artifactUrl(id: number | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const repo = env['GITHUB_REPOSITORY']
  const run = env['GITHUB_RUN_ID']
  if (id === undefined || !repo || !run || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^\d+$/.test(run)) return undefined
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${repo}/actions/runs/${run}/artifacts/${id}`
}

/** Artifact names may not contain `" : < > | * ? \r \n \ /`. */
export function safeArtifactName(name: string): string {
  return name.replace(/[":<>|*?\r\n\\/]+/g, '-').slice(0, 200) || 'artifact'
}

function errText(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

/** Uploads `files` (absolute, all below `rootDirectory`) as one zipped artifact. */
export async function uploadFiles(name: string, files: string[], rootDirectory: string, o: UploadOptions = {}): Promise<ArtifactResult> {
  const env = o.env ?? process.env
  const clean = safeArtifactName(name)
  const missing = artifactServiceMissing(env)
  if (missing) {
    o.log?.info(`Artifact '${clean}' not uploaded: ${missing}. The files stay in ${rootDirectory}.`)
    return { status: 'skipped', name: clean, reason: missing }
  }
  if (files.length === 0) return { status: 'skipped', name: clean, reason: 'no files to upload' }
  try {
    const client = o.client ?? (await artifactClient())
    const r = await client.uploadArtifact(clean, files, rootDirectory, {
      ...(o.retentionDays !== undefined ? { retentionDays: o.retentionDays } : {}),
      ...(o.compressionLevel !== undefined ? { compressionLevel: o.compressionLevel } : {}),
    })
    return { status: 'uploaded', name: clean, id: r.id, size: r.size, digest: r.digest, url: artifactUrl(r.id, env) }
  } catch (e) {
    const reason = `upload failed: ${errText(e)}`
    o.log?.warning(`Artifact '${clean}' ${reason}`)
    return { status: 'failed', name: clean, reason }
  }
}

/**
 * Uploads one HTML file as its own artifact, unarchived, named `name` (default: the file's
 * basename; `.html` is appended when missing so the service serves it as text/html).
 */
export async function uploadViewer(file: string, o: UploadOptions & { name?: string } = {}): Promise<ArtifactResult> {
  const env = o.env ?? process.env
  let name = safeArtifactName(o.name ?? path.basename(file))
  if (!/\.html?$/i.test(name)) name += '.html'
  const missing = artifactServiceMissing(env)
  if (missing) {
    o.log?.info(`Viewer artifact '${name}' not uploaded: ${missing}. Open ${file} locally.`)
    return { status: 'skipped', name, reason: missing }
  }
  const client = o.client ?? (await artifactClient())
  let tmp: string | undefined
  try {
    let src = path.resolve(file)
    if (path.basename(src) !== name) {
      tmp = await mkdtemp(path.join(tmpdir(), 'skill-evals-viewer-'))
      const dest = path.join(tmp, name)
      await copyFile(src, dest)
      src = dest
    }
    const retention = o.retentionDays !== undefined ? { retentionDays: o.retentionDays } : {}
    try {
      const r = await client.uploadArtifact(name, [src], path.dirname(src), { ...retention, skipArchive: true })
      return { status: 'uploaded', name, id: r.id, size: r.size, digest: r.digest, url: artifactUrl(r.id, env), unarchived: true }
    } catch (e) {
      // Older backends don't take unarchived uploads: zip it instead (a different name, so no clash).
      const zipName = name.replace(/\.html?$/i, '')
      o.log?.info(`Unarchived upload of '${name}' failed (${errText(e)}); uploading it zipped as '${zipName}'.`)
      const r = await client.uploadArtifact(zipName, [src], path.dirname(src), retention)
      return { status: 'uploaded', name: zipName, id: r.id, size: r.size, digest: r.digest, url: artifactUrl(r.id, env), unarchived: false }
    }
  } catch (e) {
    const reason = `upload failed: ${errText(e)}`
    o.log?.warning(`Viewer artifact '${name}' ${reason}`)
    return { status: 'failed', name, reason }
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true })
  }
}
