// Passwords are hashed with argon2id (OWASP's recommended parameters: 19 MiB, 2 passes).
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../use-cases/ports';

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, not importable as a value)

export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }) {}

  hash(password: string): Promise<string> {
    return hash(password, { ...this.options, algorithm: ARGON2ID });
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await verify(hashed, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }
}
