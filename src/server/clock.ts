/** The time source a service reads; tests pass a fixed or stepped one. */
export type Clock = () => Date

/** The wall clock: the one place the server reads the time (deps are built with it). */
export const systemClock: Clock = () => new Date()
