/**
 * The rating at stake at a rated table before its first move: each seat's rating and its change
 * on a win and on a loss (GET /v1/tables/{id}/stakes, openskill's update, docs/pairing.md#the-stakes).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, type Schemas, type Table, unwrap } from '../api/client';
import { t } from '../i18n';
import { seatName } from '../ui/names';
import { signedChange } from '../ui/pools';

type Stakes = Schemas['TableStakes'];

export function StakesLine({ table }: { table: Table }) {
  const [stakes, setStakes] = useState<Stakes | null>(null);
  const firstMove =
    table.view !== undefined &&
    table.view !== null &&
    table.view.handNo === 1 &&
    table.view.history.length === 0;
  useEffect(() => {
    if (!table.rated || !firstMove || stakes) return;
    let live = true;
    unwrap(api.GET('/v1/tables/{id}/stakes', { params: { path: { id: table.id } } }))
      .then((s) => live && setStakes(s))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [table.id, table.rated, firstMove]);
  if (!table.rated || !firstMove || !stakes?.rated) return null;
  return (
    <p class="stakes" data-testid="stakes">
      {t('table.atStake')}{' '}
      {stakes.seats
        .map((s) =>
          t('table.stake', {
            name: seatName(table.seats[s.seat], table.you),
            rating: s.rating,
            win: signedChange(s.win),
            loss: signedChange(s.loss),
          }),
        )
        .join(' · ')}
    </p>
  );
}
