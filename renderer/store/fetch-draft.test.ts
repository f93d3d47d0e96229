import { describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/ipc/channels/settings';
import { DEFAULT_SCALE_SETTINGS } from '../../shared/scale/scale-settings';
import { draftFromSettings, toFetchInput, wireDateTime } from './fetch-draft';
import { fetchFieldElementId, fetchFieldOfPath } from '../screens/fetch/fetch-field';

const settings: Settings = {
  gateway: { mode: 'embedded', baseUrl: '' },
  shopId: 'demo-shop',
  ownerId: 'demo-owner',
  mallUserId: '10001',
  merchantUserId: '10001',
  orderChannelsType: 'PDD',
  senders: [
    {
      id: 'a',
      label: 'A',
      name: '王',
      mobile: '13800000000',
      address: { province: '浙江省', city: '杭州市', detail: '文一路1号' },
    },
    { id: 'b', label: 'B', name: '李', phone: '0571-1', address: { province: '江苏省', detail: '2号' } },
  ],
  defaultSenderId: 'b',
  defaultCarrier: 'SF',
  printProfiles: {},
  unprintedFlagDays: 3,
  scanProfile: null,
  scanReprint: 'reprint',
  scanSpeech: false,
  packCheck: false,
  weighing: { on: false, tolerancePercent: 10, toleranceGrams: 50, confirmWeight: false, learnCount: 5 },
  scanRepeatSeconds: 2,
  extraCarriers: [],
  templateUrl: 'https://cloudprint.example/template/standard/101',
  labelSize: '100x150',
  printer: null,
  cloudPrintUrl: '',
  language: 'zh-CN',
  orderBook: { recheckDays: 15, recheckEveryHours: 6, askAbovePoints: 20, edition: 'enhanced' },
  backupDir: null,
  retention: { printDataDays: 30, requestBodyDays: 30, orderBookDays: 180 },
  scale: DEFAULT_SCALE_SETTINGS,
};

describe('fetch draft', () => {
  it('starts from settings: default carrier, default sender, template', () => {
    const d = draftFromSettings(settings);
    expect(d).toMatchObject({ cpCode: 'SF', senderProfileId: 'b', templateUrl: settings.templateUrl });
    expect(d.sender).toMatchObject({
      name: '李',
      phone: '0571-1',
      province: '江苏省',
      detail: '2号',
      mobile: '',
    });
  });

  it('builds the channel input; door pickup times in W9 shape; packages only for freight', () => {
    const d = {
      ...draftFromSettings(settings),
      callDoorPickUp: true,
      doorPickUpTime: '2025-05-01T09:30',
      totalPackagesCount: '3',
    };
    const input = toFetchInput(d, ['o1', 'o2'], false);
    expect(input).toMatchObject({
      orderSns: ['o1', 'o2'],
      cpCode: 'SF',
      confirmDuplicate: false,
      sender: { name: '李', phone: '0571-1', address: { province: '江苏省', detail: '2号' } },
      options: {
        needEncrypt: false,
        edition: 1,
        callDoorPickUp: true,
        doorPickUpTime: '2025-05-01 09:30:00',
      },
    });
    expect(input.options?.totalPackagesCount).toBeUndefined();
    expect(toFetchInput({ ...d, cpCode: 'DBKD' }, ['o1'], true).options?.totalPackagesCount).toBe(3);
    expect(wireDateTime('')).toBeUndefined();
  });

  it('maps validation paths of main and of the gateway request to form fields', () => {
    expect(fetchFieldOfPath('sender.mobile')).toBe('sender.mobile');
    expect(fetchFieldOfPath('param_waybill_cloud_print_apply_new_request.sender.address.province')).toBe(
      'sender.province',
    );
    expect(
      fetchFieldOfPath('param_waybill_cloud_print_apply_new_request.trade_order_info_dtos[0].template_url'),
    ).toBe('templateUrl');
    expect(fetchFieldOfPath('cpCode')).toBe('cpCode');
    expect(fetchFieldOfPath('param_waybill_cloud_print_apply_new_request.door_pick_up_time')).toBe(
      'doorPickUpTime',
    );
    expect(fetchFieldOfPath('options.doorPickUpEndTime')).toBe('doorPickUpEndTime');
    expect(
      fetchFieldOfPath(
        'param_waybill_cloud_print_apply_new_request.trade_order_info_dtos[2].recipient.mobile',
      ),
    ).toBe('orders');
    expect(fetchFieldOfPath(undefined)).toBeNull();
    expect(fetchFieldElementId('sender.province')).toBe('fetch-sender-province');
  });
});
