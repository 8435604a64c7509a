/**
 * A signal that aborts with a TimeoutError after `ms`, or at once when
 * `parent` aborts.
 *
 * Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: Node's timer
 * holds a timeout signal only weakly, and `any` holds its sources weakly
 * too, so a collection in between drops the timeout and the request waits
 * as long as the server likes (seen in CI; nodejs/node#55428 is the same
 * family). Here the timer holds the controller until it fires. It is
 * unref'd, so it never keeps a process alive.
 */
export function deadlineSignal(ms: number, parent?: AbortSignal | null): AbortSignal {
  const controller = new AbortController();
  const follow = (): void => {
    clearTimeout(timer);
    controller.abort(parent!.reason);
  };
  const timer = setTimeout(() => {
    // The deadline passed: a long-lived parent keeps no listener of this request.
    parent?.removeEventListener('abort', follow);
    controller.abort(new DOMException(`the request took longer than ${ms} ms`, 'TimeoutError'));
  }, ms);
  timer.unref();
  if (parent) {
    if (parent.aborted) follow();
    else parent.addEventListener('abort', follow, { once: true });
  }
  return controller.signal;
}
