import { DEMO_SHOP } from '../sandbox/fixtures';

/** Adds `count` orders to the demo shop's owner in the sandbox, all awaiting shipment (status 1). */
export const addAwaitingOrders = async (sandboxUrl: string, count: number): Promise<void> => {
  const res = await fetch(`${sandboxUrl}/sandbox/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      owner_id: DEMO_SHOP.owner_id,
      orders: Array.from({ length: count }, () => ({ order_status: 1 })),
    }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`adding orders to the sandbox failed: ${body.code} ${body.msg}`);
};
