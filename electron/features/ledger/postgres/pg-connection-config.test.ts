import { describe, expect, it } from 'vitest';
import { serverOf } from './open-pg-ledger';
import { pgConnectionOf } from './pg-connection-config';

/* The driver connects with the fields the desk read from the ledger address, never with the address itself. */

describe('pgConnectionOf', () => {
  it('gives the driver host, port, user, password and database as read, TLS as sslmode says (checked for require too)', () => {
    const fields = pgConnectionOf('postgres://desk:se/cr@t@db.lan:5433/shop?sslmode=verify-full');
    expect(fields).toEqual({
      host: 'db.lan',
      port: 5433,
      user: 'desk',
      password: 'se/cr@t',
      database: 'shop',
      ssl: { rejectUnauthorized: true },
    });
    expect(fields).not.toHaveProperty('connectionString');
    expect(pgConnectionOf('postgres://desk@[::1]/shop?sslmode=require')).toMatchObject({
      host: '::1',
      port: 5432,
      ssl: { rejectUnauthorized: true },
    });
  });

  it('has TLS off when the address says nothing, whatever the machine’s PG* variables say', () => {
    expect(pgConnectionOf('postgres://desk@db.lan/shop')).toMatchObject({ ssl: false });
    expect(pgConnectionOf('postgres://desk@db.lan/shop')).not.toHaveProperty('password');
  });

  it('never hands the driver an address it would redirect by a parameter', () => {
    expect(() => pgConnectionOf('postgres://desk@127.0.0.1/shop?host=169.254.169.254')).toThrow(
      /"host" is not accepted/,
    );
  });

  it('names the server the pool connects to, even when the password holds "/" or "@"', () => {
    expect(serverOf('postgres://desk:se/cr@t@db.lan/shop')).toBe('db.lan:5432/shop');
    expect(serverOf('postgres://desk@[fd00::5]:6543/shop')).toBe('[fd00::5]:6543/shop');
  });
});
