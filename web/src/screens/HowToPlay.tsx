/**
 * How to play, /how-to-play and /how-to-play/<game>: each game this client offers, in its own
 * words, with pictures of the tiles. Written from the rules the service plays (the project's
 * rules reference, docs/rules.md); the numbers here (deals, targets) are the presets' defaults.
 * Every word is the catalog's `howto` namespace, which this screen's chunk brings (docs/i18n.md).
 */
import type { ComponentChildren } from 'preact';
import { addEnglish, type MessageKey, t, tRich } from '../i18n';
import { howto } from '../i18n/en/howto';
import { Domino } from '../table/Domino';
import { GAMES } from '../ui/games';
import { Link } from '../ui/navigation';
import { useTitle } from '../ui/title';

addEnglish(howto);

/** Tiles in a row, each named for screen readers ("tiles: 6-6, 5-6"). */
function Tiles(props: { tiles: string[]; caption?: MessageKey; across?: boolean }) {
  return (
    <figure class="how-tiles">
      <span class="how-row" role="img" aria-label={t('howto.tiles', { tiles: props.tiles.join(', ') })}>
        {props.tiles.map((tile, i) => (
          <Domino key={`${tile}-${i}`} tile={tile} across={props.across} class="domino how-tile" />
        ))}
      </span>
      {props.caption && <figcaption>{t(props.caption)}</figcaption>}
    </figure>
  );
}

/** A heading and its paragraph. */
function Part(props: { heading: MessageKey; paragraph: MessageKey }) {
  return (
    <>
      <h2>{t(props.heading)}</h2>
      <p>{t(props.paragraph)}</p>
    </>
  );
}

/** The tiles, the line and a turn: the same in every line game. */
function Common() {
  return (
    <>
      <Part heading="howto.h.tiles" paragraph="howto.common.tiles" />
      <Tiles tiles={['2-5', '4-4', '0-6', '6-6']} caption="howto.common.tilesCaption" />
      <Part heading="howto.h.line" paragraph="howto.common.line" />
      <Tiles across tiles={['3-5', '5-6', '6-6']} caption="howto.common.lineCaption" />
      <Part heading="howto.h.turn" paragraph="howto.common.turn" />
      <Part heading="howto.h.sets" paragraph="howto.common.sets" />
      <Tiles tiles={['9-9', '7-12', '12-12']} caption="howto.common.setsCaption" />
    </>
  );
}

function Draw() {
  return (
    <>
      <p class="lead">{t('howto.draw.lead')}</p>
      <Part heading="howto.h.deal" paragraph="howto.draw.deal" />
      <Common />
      <Part heading="howto.h.cannotPlay" paragraph="howto.draw.cannotPlay" />
      <Part heading="howto.h.handEnd" paragraph="howto.draw.handEnd" />
      <Tiles tiles={['1-2', '0-4']} caption="howto.draw.handEndCaption" />
      <Part heading="howto.h.winning" paragraph="howto.draw.winning" />
    </>
  );
}

function Block() {
  return (
    <>
      <p class="lead">{t('howto.block.lead')}</p>
      <Part heading="howto.h.deal" paragraph="howto.block.deal" />
      <Common />
      <Part heading="howto.h.cannotPlay" paragraph="howto.block.cannotPlay" />
      <Part heading="howto.h.handEndWinning" paragraph="howto.block.handEnd" />
    </>
  );
}

function AllFives() {
  return (
    <>
      <p class="lead">{t('howto.allFives.lead')}</p>
      <Part heading="howto.h.deal" paragraph="howto.allFives.deal" />
      <Common />
      <Part heading="howto.h.spinner" paragraph="howto.allFives.spinner" />
      <Part heading="howto.h.count" paragraph="howto.allFives.count" />
      <Tiles tiles={['5-5']} caption="howto.allFives.count1" />
      <Tiles tiles={['3-5']} caption="howto.allFives.count2" />
      <Tiles tiles={['0-5']} caption="howto.allFives.count3" />
      <Tiles tiles={['2-5']} caption="howto.allFives.count4" />
      <Part heading="howto.h.handEndWinning" paragraph="howto.allFives.handEnd" />
    </>
  );
}

function AllThrees() {
  return (
    <>
      <p class="lead">{t('howto.allThrees.lead')}</p>
      <Part heading="howto.h.deal" paragraph="howto.allThrees.deal" />
      <Common />
      <Part heading="howto.h.spinnerCount" paragraph="howto.allThrees.count" />
      <Tiles tiles={['3-3']} caption="howto.allThrees.count1" />
      <Tiles tiles={['3-6']} caption="howto.allThrees.count2" />
      <Part heading="howto.h.handEndWinning" paragraph="howto.allThrees.handEnd" />
    </>
  );
}

function FivesAndThrees() {
  return (
    <>
      <p class="lead">{t('howto.fivesAndThrees.lead')}</p>
      <Part heading="howto.h.deal" paragraph="howto.fivesAndThrees.deal" />
      <p>{t('howto.fivesAndThrees.block')}</p>
      <Common />
      <Part heading="howto.h.count" paragraph="howto.fivesAndThrees.count" />
      <Tiles tiles={['5-5']} caption="howto.fivesAndThrees.count1" />
      <Tiles tiles={['3-5']} caption="howto.fivesAndThrees.count2" />
      <Tiles tiles={['2-3']} caption="howto.fivesAndThrees.count3" />
      <Part heading="howto.h.handEndWinning" paragraph="howto.fivesAndThrees.handEnd" />
    </>
  );
}

function Partnership() {
  return (
    <>
      <p class="lead">{t('howto.partnership.lead')}</p>
      <Part heading="howto.h.teams" paragraph="howto.partnership.teams" />
      <Part heading="howto.h.deal" paragraph="howto.partnership.deal" />
      <Tiles tiles={['6-6']} caption="howto.partnership.dealCaption" />
      <p>{t('howto.partnership.bigger')}</p>
      <Common />
      <Part heading="howto.h.cannotPlay" paragraph="howto.partnership.cannotPlay" />
      <Part heading="howto.h.handEndWinning" paragraph="howto.partnership.handEnd" />
    </>
  );
}

function MexicanTrain() {
  return (
    <>
      <p class="lead">{t('howto.mexicanTrain.lead')}</p>
      <Part heading="howto.h.setDeal" paragraph="howto.mexicanTrain.deal" />
      <Part heading="howto.h.rounds" paragraph="howto.mexicanTrain.rounds" />
      <Part heading="howto.h.trains" paragraph="howto.mexicanTrain.trains" />
      <Tiles across tiles={['12-12', '12-5', '5-3']} caption="howto.mexicanTrain.trainsCaption" />
      <Part heading="howto.h.turn" paragraph="howto.mexicanTrain.turn" />
      <Part heading="howto.h.doubles" paragraph="howto.mexicanTrain.doubles" />
      <Part heading="howto.h.roundEnd" paragraph="howto.mexicanTrain.roundEnd" />
      <Part heading="howto.h.options" paragraph="howto.mexicanTrain.options" />
    </>
  );
}

interface Page {
  name: MessageKey;
  title: MessageKey;
  about: MessageKey;
  body: () => ComponentChildren;
}

/** Each game's page by its slug (GAMES' `slug`, and Mexican Train's). */
const PAGES: Record<string, Page> = {
  draw: { name: 'howto.draw.name', title: 'howto.draw.title', about: 'howto.draw.about', body: Draw },
  block: { name: 'howto.block.name', title: 'howto.block.title', about: 'howto.block.about', body: Block },
  'all-fives': {
    name: 'howto.allFives.name',
    title: 'howto.allFives.title',
    about: 'howto.allFives.about',
    body: AllFives,
  },
  'all-threes': {
    name: 'howto.allThrees.name',
    title: 'howto.allThrees.title',
    about: 'howto.allThrees.about',
    body: AllThrees,
  },
  'fives-and-threes': {
    name: 'howto.fivesAndThrees.name',
    title: 'howto.fivesAndThrees.title',
    about: 'howto.fivesAndThrees.about',
    body: FivesAndThrees,
  },
  partnership: {
    name: 'howto.partnership.name',
    title: 'howto.partnership.title',
    about: 'howto.partnership.about',
    body: Partnership,
  },
  'mexican-train': {
    name: 'howto.mexicanTrain.name',
    title: 'howto.mexicanTrain.title',
    about: 'howto.mexicanTrain.about',
    body: MexicanTrain,
  },
};

/** The games in the picker's order, then those with a page that the picker does not offer yet. */
function games(): { slug: string; name: string; about: string }[] {
  const slugs = [...GAMES.map((g) => g.slug), ...Object.keys(PAGES)].filter(
    (s, i, all) => all.indexOf(s) === i,
  );
  return slugs.map((slug) => {
    const page = PAGES[slug];
    const game = GAMES.find((g) => g.slug === slug);
    return page
      ? { slug, name: t(page.name), about: t(page.about) }
      : { slug, name: game?.name ?? slug, about: game?.about ?? '' };
  });
}

export default function HowToPlay(props: { game?: string }) {
  const page = props.game ? PAGES[props.game] : undefined;
  const list = games();
  useTitle(page ? t(page.title) : t('howto.title'));
  return (
    <section class="panel how">
      <nav aria-label={t('howto.games')} class="how-games">
        <Link href="/how-to-play" current={!props.game}>
          {t('howto.title')}
        </Link>
        {list.map((g) => (
          <Link key={g.slug} href={`/how-to-play/${g.slug}`} current={props.game === g.slug}>
            {g.name}
          </Link>
        ))}
      </nav>
      {page ? (
        <>
          <h1 tabIndex={-1}>{t(page.title)}</h1>
          {page.body()}
          <p>
            {GAMES.some((g) => g.slug === props.game) ? (
              tRich('howto.footer', {
                play: (words) => <Link href="/">{words}</Link>,
                others: (words) => <Link href="/how-to-play">{words}</Link>,
              })
            ) : (
              // A game the picker does not offer yet (Mexican Train): nothing to play it against.
              <Link href="/how-to-play">{t('howto.otherGames')}</Link>
            )}
          </p>
        </>
      ) : props.game ? (
        <>
          <h1 tabIndex={-1}>{t('howto.unknown.title')}</h1>
          <p>
            {tRich('howto.unknown.text', {
              game: props.game,
              code: (words) => <code>{words}</code>,
              games: (words) => <Link href="/how-to-play">{words}</Link>,
            })}
          </p>
        </>
      ) : (
        <>
          <h1 tabIndex={-1}>{t('howto.title')}</h1>
          <p class="lead">{t('howto.lead')}</p>
          <ul class="cards">
            {list.map((g) => (
              <li key={g.slug} class="card">
                <span>
                  {tRich('howto.card', {
                    name: g.name,
                    about: g.about,
                    game: (words) => <Link href={`/how-to-play/${g.slug}`}>{words}</Link>,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
