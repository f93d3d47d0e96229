import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AccessToken } from '../../../shared/ipc/channels/settings';
import { describeIssue } from '../../../shared/api/validation';
import { parsePrinterUri } from '../../../shared/printing/device-uri';

/*
 * Where the web host takes its gateway and token from, first found wins: --token-file, --token, then the
 * environment (SELLER_TOOLS_GATEWAY_URL, SELLER_TOOLS_TOKEN). A token is checked as the Settings field is, so a
 * token that cannot travel in a header stops the start with the reason instead of failing every call later.
 */

interface GatewayArgs {
  'gateway-url'?: string | undefined;
  token?: string | undefined;
  'token-file'?: string | undefined;
}

const tokenFrom = (args: GatewayArgs, env: NodeJS.ProcessEnv): { token: string; source: string } | null => {
  const file = args['token-file'];
  if (file !== undefined) {
    try {
      return { token: readFileSync(file, 'utf8'), source: `--token-file ${file}` };
    } catch (error) {
      throw new Error(
        `--token-file ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
  }
  if (args.token !== undefined) return { token: args.token, source: '--token' };
  if (env.SELLER_TOOLS_TOKEN) return { token: env.SELLER_TOOLS_TOKEN, source: 'SELLER_TOOLS_TOKEN' };
  return null;
};

export const gatewayOptions = (
  args: GatewayArgs,
  env: NodeJS.ProcessEnv,
): { gatewayUrl?: string; token?: string } => {
  const gatewayUrl = args['gateway-url'] ?? (env.SELLER_TOOLS_GATEWAY_URL || undefined);
  const given = tokenFrom(args, env);
  if (!given) return gatewayUrl !== undefined ? { gatewayUrl } : {};
  const checked = AccessToken.safeParse(given.token);
  if (!checked.success) {
    // The reason only: the token itself is never repeated.
    throw new Error(`the token from ${given.source} ${describeIssue(checked.error).message}`);
  }
  return { ...(gatewayUrl !== undefined ? { gatewayUrl } : {}), token: checked.data };
};

interface LedgerArgs {
  'ledger-url'?: string | undefined;
  'desk-name'?: string | undefined;
}

/**
 * The shared ledger and this desk's name: --ledger-url / SELLER_TOOLS_LEDGER_URL (postgres://…; absent = the
 * embedded SQLite ledger) and --desk-name / SELLER_TOOLS_DESK_NAME (default: the host name).
 */
export const ledgerOptions = (
  args: LedgerArgs,
  env: NodeJS.ProcessEnv,
): { ledgerUrl?: string; deskName?: string } => {
  const ledgerUrl = args['ledger-url'] ?? (env.SELLER_TOOLS_LEDGER_URL || undefined);
  const deskName = (args['desk-name'] ?? env.SELLER_TOOLS_DESK_NAME ?? '').trim();
  if (ledgerUrl !== undefined && !/^postgres(ql)?:\/\//i.test(ledgerUrl)) {
    throw new Error('--ledger-url must be a postgres:// address (the shared ledger server)');
  }
  if ([...deskName].length > 40) throw new Error('--desk-name must be at most 40 characters');
  return {
    ...(ledgerUrl !== undefined ? { ledgerUrl } : {}),
    ...(deskName !== '' ? { deskName } : {}),
  };
};

interface LabelPrinterArgs {
  'label-printer'?: string | undefined;
}

/**
 * The label printer of every size whose print profile names none: --label-printer / SELLER_TOOLS_LABEL_PRINTER,
 * a device URI (socket://192.168.1.50:9100?language=tspl, ipp://host:631/printers/label). A wrong one stops
 * the start with the part named, in both of the seller's languages.
 */
export const labelPrinterOptions = (
  args: LabelPrinterArgs,
  env: NodeJS.ProcessEnv,
): { labelPrinter?: string } => {
  const given = args['label-printer'] ?? (env.SELLER_TOOLS_LABEL_PRINTER || undefined);
  if (given === undefined) return {};
  const parsed = parsePrinterUri(given);
  if (!parsed.ok) throw new Error(`--label-printer: ${parsed.problem.en} / ${parsed.problem.zh}`);
  return { labelPrinter: parsed.target.uri };
};

/** `--name VALUE` or `--name=VALUE` from a raw argv (Electron's command line has no parser of ours). */
export const argValue = (argv: readonly string[], name: string): string | undefined => {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === flag) return argv[i + 1];
    if (argv[i]!.startsWith(`${flag}=`)) return argv[i]!.slice(flag.length + 1);
  }
  return undefined;
};

/**
 * Where the ledger's backups go: --backup-dir / SELLER_TOOLS_BACKUP_DIR (absent: the Settings → Data folder, else
 * `backups/` in the data dir). Given at start, it wins over the setting.
 */
export const backupOptions = (
  args: { 'backup-dir'?: string | undefined },
  env: NodeJS.ProcessEnv,
): { backupDir?: string } => {
  const given = args['backup-dir'] ?? (env.SELLER_TOOLS_BACKUP_DIR || undefined);
  if (given === undefined) return {};
  if (given.trim() === '') throw new Error('--backup-dir must name a folder');
  return { backupDir: resolve(given) };
};

/**
 * The command line itself was wrong (an unknown flag, a flag without its value): node's parseArgs says so with
 * its own codes. Only then does the usage text help; any other refusal is said by its reason alone.
 */
export const isUsageError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
};
