/**
 * The few `fs/promises` calls discovery makes, done synchronously behind the same promise-returning
 * signatures. Discovery reads a handful of small files per skill, one after another (the order of
 * its findings and of "first one wins" rules depends on it); done asynchronously each call waits a
 * thread-pool round trip, which on a busy 2-core runner costs more than the call itself. This is
 * what start to first API call spends on a repository of 100 skills (npm run bench).
 */
import * as fs from 'node:fs'

function settle<T>(f: () => T): Promise<T> {
  try {
    return Promise.resolve(f())
  } catch (err) {
    return Promise.reject(err as Error)
  }
}

export const stat = (p: string): Promise<fs.Stats> => settle(() => fs.statSync(p))
export const lstat = (p: string): Promise<fs.Stats> => settle(() => fs.lstatSync(p))
export const realpath = (p: string): Promise<string> => settle(() => fs.realpathSync.native(p))
export function readFile(p: string): Promise<Buffer>
export function readFile(p: string, encoding: 'utf8'): Promise<string>
export function readFile(p: string, encoding?: 'utf8'): Promise<Buffer | string> {
  return settle(() => (encoding ? fs.readFileSync(p, encoding) : fs.readFileSync(p)))
}
export function readdir(p: string): Promise<string[]>
export function readdir(p: string, o: { withFileTypes: true }): Promise<fs.Dirent[]>
export function readdir(p: string, o?: { withFileTypes: true }): Promise<string[] | fs.Dirent[]> {
  return settle(() => (o ? fs.readdirSync(p, o) : fs.readdirSync(p)))
}
