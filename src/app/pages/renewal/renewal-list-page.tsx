import { channelDisables } from '../../services/channel.js';
import { RenewableList } from './renewable-list.js';
import { RenewalDisabledNotice } from './renewal-gate.js';

/** /pages/order/renewal/index: every renewable policy of the signed-in user, the entry from Mine and Service. */
export function RenewalListPage() {
  if (channelDisables('functions', 'renewal')) return <RenewalDisabledNotice />;
  return <RenewableList />;
}
