// A test twin of the DeviceLocation port: answers the position it is given, or fails for the
// reason it is given ("unsupported" unless told), and counts how often it was asked.
import type { Coordinates } from './address-book';
import type { DeviceLocation } from './device-location';
import { LocationFailure, type LocationFailureReason } from './location-failure';

export class InMemoryDeviceLocation implements DeviceLocation {
  asked = 0;

  constructor(public answer: Coordinates | LocationFailureReason = 'unsupported') {}

  async locate(): Promise<Coordinates> {
    this.asked += 1;
    if (typeof this.answer === 'string') throw new LocationFailure(this.answer);
    return this.answer;
  }
}
