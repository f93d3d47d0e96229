import type { SandboxDatabase } from './database';
import type { OperationName } from '../../shared/api/endpoints';

export interface Account {
  token: string;
  points: number;
  /** Operations this token may call; `null` = all of them. */
  endpoints: ReadonlySet<OperationName> | null;
}

export interface ShopRecord {
  shop_id: string;
  owner_id: string;
  mall_user_id: string;
}

/** Tokens, their points, their permissions and the shops they are authorized for. */
export class Accounts {
  private readonly findToken;
  private readonly findAuthorization;
  private readonly insertAuthorization;
  private readonly debit;
  private readonly findShop;
  private readonly upsertToken;
  private readonly tokensEndingWith;
  private readonly listAuthorized;
  /** Parsed permission lists by their JSON text: few distinct ones, read on every call. */
  private readonly permissionSets = new Map<string, ReadonlySet<OperationName>>();

  constructor(private readonly db: SandboxDatabase) {
    this.findToken = db.prepare('SELECT token, points, endpoints FROM tokens WHERE token = ?');
    this.findAuthorization = db.prepare('SELECT 1 AS ok FROM authorizations WHERE token = ? AND subject = ?');
    this.insertAuthorization = db.prepare(
      'INSERT OR IGNORE INTO authorizations (token, subject) VALUES (?, ?)',
    );
    this.debit = db.prepare('UPDATE tokens SET points = points - ? WHERE token = ? AND points >= ?');
    this.findShop = db.prepare(
      'SELECT shop_id, owner_id, mall_user_id FROM shops WHERE shop_id = ?1 OR owner_id = ?1 OR mall_user_id = ?1',
    );
    this.upsertToken = db.prepare(
      `INSERT INTO tokens (token, points, endpoints, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(token) DO UPDATE SET points = excluded.points, endpoints = excluded.endpoints`,
    );
    this.tokensEndingWith = db.prepare('SELECT token FROM tokens WHERE substr(token, -4) = ?');
    this.listAuthorized = db.prepare('SELECT subject FROM authorizations WHERE token = ? ORDER BY subject');
  }

  find(token: string): Account | undefined {
    const row = this.findToken.get(token) as
      { token: string; points: number; endpoints: string | null } | undefined;
    if (!row) return undefined;
    if (row.endpoints === null) return { token: row.token, points: row.points, endpoints: null };
    let endpoints = this.permissionSets.get(row.endpoints);
    if (!endpoints) {
      endpoints = new Set(JSON.parse(row.endpoints) as OperationName[]);
      this.permissionSets.set(row.endpoints, endpoints);
    }
    return { token: row.token, points: row.points, endpoints };
  }

  isAuthorized(token: string, subject: string): boolean {
    return this.findAuthorization.get(token, subject) !== undefined;
  }

  /** The shop one of whose ids (shop, owner or mall user) is `subject`. */
  shopOf(subject: string): ShopRecord | undefined {
    return this.findShop.get(subject) as ShopRecord | undefined;
  }

  /** Authorizes a known shop with all its ids (shop, owner, mall user), or else the bare id. */
  authorize(token: string, subject: string): string[] {
    const shop = this.shopOf(subject);
    const subjects = shop ? [shop.shop_id, shop.owner_id, shop.mall_user_id] : [subject];
    for (const id of subjects) this.insertAuthorization.run(token, id);
    return subjects;
  }

  authorizedSubjects(token: string): string[] {
    return (this.listAuthorized.all(token) as { subject: string }[]).map((row) => row.subject);
  }

  /** Takes `points` if the account holds them; false (nothing taken) otherwise. */
  charge(token: string, points: number): boolean {
    if (points === 0) return true;
    return Number(this.debit.run(points, token, points).changes) === 1;
  }

  /** Creates the token, or resets its points and permissions if it exists; authorizations are added. */
  put(token: string, points: number, endpoints: readonly OperationName[] | null, authorize: string[]): void {
    this.upsertToken.run(token, points, endpoints ? JSON.stringify(endpoints) : null, Date.now());
    for (const subject of authorize) this.authorize(token, subject);
  }

  /** Tokens whose last four characters are `hint` (the authorize link carries only those). */
  tokensWithHint(hint: string): string[] {
    return (this.tokensEndingWith.all(hint) as { token: string }[]).map((row) => row.token);
  }

  addShop(shop: ShopRecord): void {
    this.db
      .prepare('INSERT OR IGNORE INTO shops (shop_id, owner_id, mall_user_id) VALUES (?, ?, ?)')
      .run(shop.shop_id, shop.owner_id, shop.mall_user_id);
  }
}
