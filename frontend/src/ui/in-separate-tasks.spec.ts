import { inSeparateTasks } from './in-separate-tasks';

describe('inSeparateTasks', () => {
  it('runs each step in its own timer task, in order', () => {
    const timers: (() => void)[] = [];
    const ran: string[] = [];
    inSeparateTasks([() => ran.push('router'), () => ran.push('render')], (run) => timers.push(run));
    expect(ran).toEqual([]);
    timers.shift()!();
    expect(ran).toEqual(['router']);
    timers.shift()!();
    expect(ran).toEqual(['router', 'render']);
    expect(timers).toHaveLength(0);
  });
});
