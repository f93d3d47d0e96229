/*
 * The preset dictionary of codec 3 (deflate-raw with a dictionary): the shape every print data text shares
 * (keys, carriers' product words, the template URL), so even one small label compresses as if it were the
 * thousandth. Never edit it: rows packed with it need it byte for byte to unpack; a better one is a new codec.
 */
export const PRINT_DATA_DICTIONARY_V1 = Buffer.from(
  '{"encryptedData":"","signature":"RSA:","templateURL":"https://cloudprint.example/template/standard/"}' +
    '{"data":{"waybillCode":"","cpCode":"","parentWaybillCode":"","packageQuantity":{"index":1,"total":2},' +
    '"sender":{"address":{"province":"浙江省","city":"杭州市","district":"","town":"","detail":""},' +
    '"mobile":"","name":"","phone":""},"recipient":{"address":{"province":"广东省","city":"上海市",' +
    '"district":"区","town":"","detail":"号"},"mobile":"1","name":"","phone":""},"routingInfo":' +
    '{"consolidation":{"name":"集包","code":""},"origin":{"code":"","name":"转运中心"},"sortation":{"name":""},' +
    '"routeCode":""},"dmsSortingInfo":{"siteAreaCode":""},"shippingOption":{"code":"STANDARD_EXPRESS",' +
    '"services":[],"title":"标准快递"}},"signature":"RSA:","templateURL":"https://cloudprint.example/template/standard/',
  'utf8',
);
