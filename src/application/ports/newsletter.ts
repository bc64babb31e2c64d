// The Newsletter port: the footer's subscription form (spec §1 "subscribe to a newsletter").
import { serviceToken } from './service-token';

export interface Newsletter {
  /**
   * Subscribes the address in the interface language; subscribing again changes nothing.
   * Rejects with a RequestFailure whose `fields.email` explains a refused address.
   */
  subscribe(email: string): Promise<void>;
}

export const NEWSLETTER = serviceToken<Newsletter>('Newsletter');
