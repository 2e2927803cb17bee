// Memory sizes as the KV-cache and flash lessons say them: one decimal, or two when two are exact.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bytesText } from '../../web/src/i18n/bytes-text.js';

test('bytesText: exact quarters keep their two decimals; other sizes one', () => {
  assert.equal(bytesText(1.25 * 2 ** 30), '1.25 GiB');  // was "1.3 GiB"
  assert.equal(bytesText(4 * 2 ** 30), '4.0 GiB');
  assert.equal(bytesText(2 ** 30 / 3), '341.3 MiB');
  assert.equal(bytesText(12 * 1024), '12.0 KiB');
  assert.equal(bytesText(1.5 * 2 ** 20), '1.5 MiB');
  assert.equal(bytesText(NaN), '?');
});
