// A test twin of the PushNotifications port: a device whose push status is what the test sets,
// turning on with the outcome the test chose (on, or a failure), optionally held until released,
// and a record of every call.
import type { PushFailure, PushNotifications, PushStatus } from './push-notifications';

export class InMemoryPushNotifications implements PushNotifications {
  /** Every call, by method name, in order. */
  readonly calls: (keyof PushNotifications)[] = [];
  /** What the next turnOn answers; 'on' also makes the status 'on'. */
  turnOnOutcome: 'on' | PushFailure = 'on';
  /** While set, turnOn and turnOff wait for it. */
  hold: Promise<void> | null = null;

  constructor(public current: PushStatus = 'off') {}

  async status(): Promise<PushStatus> {
    this.calls.push('status');
    return this.current;
  }

  async turnOn(): Promise<'on' | PushFailure> {
    this.calls.push('turnOn');
    await this.hold;
    const outcome = this.turnOnOutcome;
    if (outcome === 'on' || outcome === 'denied' || outcome === 'unsupported') this.current = outcome;
    return outcome;
  }

  async turnOff(): Promise<'off' | 'failed'> {
    this.calls.push('turnOff');
    await this.hold;
    this.current = 'off';
    return 'off';
  }

  async refreshIfStale(): Promise<boolean> {
    this.calls.push('refreshIfStale');
    return false;
  }
}
