/** Call `fn` and return what it threw; fails the test when it does not throw. */
export function caught(fn: () => unknown): Error & { code?: string } {
  try {
    fn();
  } catch (err) {
    return err as Error & { code?: string };
  }
  throw new Error('expected a throw');
}
