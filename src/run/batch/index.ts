/** `runner: batch`: the Message Batches transport for scheduled / full runs. */
export { runBatchEvals, pollFromEnv, type BatchRunOptions, type BatchRunOutcome } from './runner.js'
export { BatchScheduler, BatchRequestError, MAX_REQUESTS_PER_BATCH, type BatchEvent, type BatchStats, type PollOptions } from './scheduler.js'
export { BatchJournal, BATCHES_FILE, requestKey, customIdOf, parseCustomId, type JournalLine } from './journal.js'
