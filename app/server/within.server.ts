/** `attempt`, or a rejection after `ms` naming `what`, calling `abort` to drop what is under way. */
export async function within<T>(
  ms: number,
  what: string,
  attempt: Promise<T>,
  abort: () => void = () => {},
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled first, so the race ends with it and not with the attempt that `abort` rejects.
      reject(new Error(`${what} did not answer within ${Math.round(ms / 1000)} s`));
      abort();
    }, ms);
  });
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
