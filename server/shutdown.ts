/**
 * The last step of a shutdown (the notification send finished, the database
 * closed), then the exit: 0 once it has succeeded, 1 with the reason in
 * `log` when it failed. Whatever runs the server (systemd, a container
 * platform) restarts or alerts on a failure only if it hears of it, and an
 * embedded database that did not close cleanly may not open again.
 */
export async function exitAfter(
  lastStep: () => unknown,
  exit: (code: number) => void,
  log: { error(details: { err: unknown }, message: string): void },
) {
  try {
    await lastStep();
  } catch (error) {
    log.error(
      { err: error },
      "Shutdown did not finish cleanly: a notification or the database may not have closed as it should",
    );
    exit(1);
    return;
  }
  exit(0);
}
