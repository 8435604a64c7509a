import { describe, expect, it } from 'vitest';
import { FlowControl } from '../../hub/flow-control.js';
import { ScriptedLink } from '../helpers/scripted-link.js';

const links = (n: number): ScriptedLink[] => Array.from({ length: n }, (_, i) => new ScriptedLink(String(i)));

describe('FlowControl', () => {
  it('pauses a source while a destination is backlogged and resumes it when that one drains', () => {
    const flow = new FlowControl();
    const [src, dest] = links(2) as [ScriptedLink, ScriptedLink];
    flow.hold(src, dest);
    expect(src.paused).toBe(true);
    expect(flow.isHeld(src)).toBe(true);
    expect(flow.isHeld(dest)).toBe(false);
    dest.drain();
    expect(src.paused).toBe(false);
    expect(flow.isHeld(src)).toBe(false);
  });

  it('keeps a source paused until every destination it waits on has drained, counting a pair once', () => {
    const flow = new FlowControl();
    const [src, d1, d2] = links(3) as [ScriptedLink, ScriptedLink, ScriptedLink];
    flow.hold(src, d1);
    flow.hold(src, d1);
    flow.hold(src, d2);
    d1.drain();
    expect(src.paused).toBe(true);
    d2.drain();
    expect(src.paused).toBe(false);
    // A drain after the release changes nothing.
    d1.drain();
    expect(src.paused).toBe(false);
  });

  it('resumes every source held by one destination when it drains, and only those', () => {
    const flow = new FlowControl();
    const [a, b, c, dest, other] = links(5) as [ScriptedLink, ScriptedLink, ScriptedLink, ScriptedLink, ScriptedLink];
    flow.hold(a, dest);
    flow.hold(b, dest);
    flow.hold(c, other);
    dest.drain();
    expect([a.paused, b.paused, c.paused]).toEqual([false, false, true]);
  });

  it('forgets a closed link: the sources it held go on, and a closed source waits on nothing', () => {
    const flow = new FlowControl();
    const [src, dest, src2, dest2] = links(4) as [ScriptedLink, ScriptedLink, ScriptedLink, ScriptedLink];
    flow.hold(src, dest);
    flow.forget(dest);
    expect(src.paused).toBe(false);
    flow.hold(src2, dest2);
    flow.forget(src2);
    expect(flow.isHeld(src2)).toBe(false);
  });

  it('holds a source again after a release, on a new backlog', () => {
    const flow = new FlowControl();
    const [src, dest] = links(2) as [ScriptedLink, ScriptedLink];
    flow.hold(src, dest);
    dest.drain();
    flow.hold(src, dest);
    expect(src.paused).toBe(true);
    dest.drain();
    expect(src.paused).toBe(false);
  });
});
