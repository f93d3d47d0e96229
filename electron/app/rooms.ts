import { dataRoom } from '../features/data';
import { documentsRoom } from '../features/documents';
import { gatewayRoom } from '../features/gateway';
import { handoverRoom } from '../features/handover';
import { ledgerRoom } from '../features/ledger';
import { mallToolsRoom } from '../features/mall-tools';
import { orderSyncRoom } from '../features/order-sync';
import { ordersRoom } from '../features/orders';
import { packCheckRoom } from '../features/pack-check';
import { printingRoom } from '../features/printing';
import { reportRoom } from '../features/report';
import { scaleRoom } from '../features/scale';
import { scanStationRoom } from '../features/scan-station';
import { settingsRoom } from '../features/settings';
import { shopsRoom } from '../features/shops';
import { waybillFetchRoom } from '../features/waybill-fetch';
import { waybillRecycleRoom } from '../features/waybill-recycle';

/**
 * The desk's rooms, in the order they are built (a room may use the services of the rooms before it) and started;
 * closed in the reverse order. A new room is its folder under features/ and one line here.
 */
export const ROOMS = [
  settingsRoom,
  ledgerRoom,
  dataRoom,
  gatewayRoom,
  shopsRoom,
  ordersRoom,
  orderSyncRoom,
  waybillFetchRoom,
  waybillRecycleRoom,
  printingRoom,
  documentsRoom,
  mallToolsRoom,
  packCheckRoom,
  scaleRoom,
  scanStationRoom,
  handoverRoom,
  reportRoom,
] as const;

/** The list a desk is built of: `ROOMS`, or a composition that swaps a room for one of the same services. */
export type DeskRooms = typeof ROOMS;
