import { DeskError } from '../../../kernel/desk-error';
import type { IpcErrorKind } from '../../../../shared/ipc/errors';
import { isQueryTimeout } from '../../../storage/postgres/pg-bounds';

/*
 * What the shared ledger's server (or the way to it) said when the desk opened it, told as what the seller must
 * fix, in the seller's language: the password, the user, the database's name, the right to create tables, the
 * host or the port. The driver's own text follows only as a technical detail.
 */

type Language = 'zh-CN' | 'en';

/** Where the address came from and what it names (never the password). */
export interface ServerContext {
  language: Language;
  /** host:port/database */
  server: string;
  givenAtStart: boolean;
  url: string;
}

interface Address {
  user: string;
  host: string;
  port: string;
  database: string;
}

const addressOf = (url: string): Address => {
  try {
    const u = new URL(url);
    return {
      user: decodeURIComponent(u.username) || 'postgres',
      host: u.hostname,
      port: u.port || '5432',
      database: decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username),
    };
  } catch {
    return { user: '', host: '', port: '', database: '' };
  }
};

type Cause = 'password' | 'user' | 'database' | 'create' | 'host' | 'port' | 'silent';

const CAUSE_BY_CODE: Record<string, Cause> = {
  '28P01': 'password',
  '28000': 'user',
  '3D000': 'database',
  '42501': 'create',
  ENOTFOUND: 'host',
  EAI_AGAIN: 'host',
  ECONNREFUSED: 'port',
  ETIMEDOUT: 'silent',
  EHOSTUNREACH: 'silent',
};

/** A new connection that got no answer within its bound (the pool's and the client's words). */
const CONNECT_TIMEOUT =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

const causeOf = (error: unknown): Cause | null => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in CAUSE_BY_CODE) return CAUSE_BY_CODE[code]!;
  if (isQueryTimeout(error)) return 'silent';
  return error instanceof Error && CONNECT_TIMEOUT.test(error.message) ? 'silent' : null;
};

/** Where the seller fixes a part of the address, in their words. */
const whereToFix = ({ language, givenAtStart }: ServerContext, part: 'password' | 'address'): string => {
  if (language === 'en') {
    if (givenAtStart) return 'the address given at start (--ledger-url or SELLER_TOOLS_LEDGER_URL)';
    return part === 'password'
      ? 'Settings → Shared ledger → Password'
      : 'Settings → Shared ledger → Server address';
  }
  if (givenAtStart) return '启动时给出的地址（--ledger-url 或 SELLER_TOOLS_LEDGER_URL）';
  return part === 'password' ? '设置 → 共享账本 → 密码' : '设置 → 共享账本 → 服务器地址';
};

interface Told {
  kind: IpcErrorKind;
  field?: string;
  en: string;
  zh: string;
}

const fieldOf = (c: ServerContext, part: 'password' | 'url') => (c.givenAtStart ? 'ledgerUrl' : part);

const told: Record<Cause, (c: ServerContext, a: Address) => Told> = {
  password: (c, a) => ({
    kind: 'invalid-request',
    field: fieldOf(c, 'password'),
    en: `Wrong password: the shared ledger at ${c.server} refused the password of user "${a.user}". Correct it in ${whereToFix(c, 'password')}.`,
    zh: `密码错误：共享账本 ${c.server} 拒绝了用户“${a.user}”的密码。请在${whereToFix(c, 'password')}中改正。`,
  }),
  user: (c, a) => ({
    kind: 'invalid-request',
    field: fieldOf(c, 'url'),
    en: `The shared ledger at ${c.server} does not let user "${a.user}" in from this computer (no such user, or the server's pg_hba.conf does not allow this computer). Correct the user in ${whereToFix(c, 'address')}, or ask the server's administrator to create the user or allow this computer.`,
    zh: `共享账本 ${c.server} 不允许用户“${a.user}”从这台电脑登录（没有这个用户，或服务器的 pg_hba.conf 未允许这台电脑）。请在${whereToFix(c, 'address')}中改正用户名，或请服务器管理员创建该用户、允许这台电脑连接。`,
  }),
  database: (c, a) => ({
    kind: 'invalid-request',
    field: fieldOf(c, 'url'),
    en: `The database "${a.database}" does not exist on the server ${a.host}:${a.port}. Correct the database's name in ${whereToFix(c, 'address')}, or create it on the server (CREATE DATABASE "${a.database}" OWNER "${a.user}").`,
    zh: `服务器 ${a.host}:${a.port} 上没有数据库“${a.database}”。请在${whereToFix(c, 'address')}中改正数据库名，或在服务器上创建它（CREATE DATABASE "${a.database}" OWNER "${a.user}"）。`,
  }),
  create: (c, a) => ({
    kind: 'invalid-request',
    en: `User "${a.user}" may not create the desk's tables in the database "${a.database}" on ${a.host}:${a.port}. Ask the server's administrator to run, in that database: GRANT CREATE ON SCHEMA public TO "${a.user}" (or to make "${a.user}" the database's owner).`,
    zh: `用户“${a.user}”无权在服务器 ${a.host}:${a.port} 的数据库“${a.database}”中创建打包台的表。请服务器管理员在该数据库中执行：GRANT CREATE ON SCHEMA public TO "${a.user}"（或把该数据库的所有者设为“${a.user}”）。`,
  }),
  host: (c, a) => ({
    kind: 'ledger-unreachable',
    en: `The shared ledger's host "${a.host}" cannot be found (no such name on this network), so nothing was sent. Correct the host in ${whereToFix(c, 'address')}, or check this computer's network.`,
    zh: `找不到共享账本的主机“${a.host}”（本网络中没有这个名称），未发送任何请求。请在${whereToFix(c, 'address')}中改正主机，或检查这台电脑的网络。`,
  }),
  port: (c, a) => ({
    kind: 'ledger-unreachable',
    en: `Nothing answers at ${a.host}:${a.port} (the connection was refused), so nothing was sent. Check that PostgreSQL runs there and listens on port ${a.port}, or correct the host and port in ${whereToFix(c, 'address')}.`,
    zh: `${a.host}:${a.port} 上没有服务应答（连接被拒绝），未发送任何请求。请确认 PostgreSQL 正在该主机运行并监听端口 ${a.port}，或在${whereToFix(c, 'address')}中改正主机和端口。`,
  }),
  silent: (c, a) => ({
    kind: 'ledger-unreachable',
    en: `The shared ledger at ${a.host}:${a.port} did not answer in time, so nothing was sent. Check the network between this computer and the server (a firewall, a proxy, Wi-Fi) and the host and port in ${whereToFix(c, 'address')}.`,
    zh: `共享账本 ${a.host}:${a.port} 没有及时应答，未发送任何请求。请检查这台电脑与服务器之间的网络（防火墙、代理、Wi-Fi），以及${whereToFix(c, 'address')}中的主机和端口。`,
  }),
};

const AFTER = {
  en: 'Then start the desk again. No local ledger was used instead.',
  zh: '然后重新启动打包台。未改用本地账本。',
};

/** The refusal for what the server or the network said at open, or null when it is none of the known causes. */
export const serverRefusal = (error: unknown, context: ServerContext): DeskError | null => {
  const cause = causeOf(error);
  if (cause === null) return null;
  const { kind, field, en, zh } = told[cause](context, addressOf(context.url));
  const driver = error instanceof Error ? error.message : String(error);
  const message =
    context.language === 'en'
      ? `${en} ${AFTER.en}\n(Technical details: ${driver})`
      : `${zh}${AFTER.zh}\n（技术细节：${driver}）`;
  return new DeskError(kind, message, { ...(field ? { field } : {}), server: context.server });
};
