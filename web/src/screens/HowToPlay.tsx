/**
 * How to play, /how-to-play and /how-to-play/<game>: each game this client offers, in its own
 * words, with pictures of the tiles. Written from the rules the service plays (the project's
 * rules reference); the numbers here (deals, targets) are the presets' defaults.
 */
import type { ComponentChildren } from 'preact';
import { Domino } from '../table/Domino';
import { GAMES } from '../ui/games';
import { Link } from '../ui/navigation';
import { useTitle } from '../ui/title';

/** Tiles in a row, each named for screen readers ("tiles: 6-6, 5-6"). */
function Tiles(props: { tiles: string[]; caption?: string; across?: boolean }) {
  return (
    <figure class="how-tiles">
      <span class="how-row" role="img" aria-label={`tiles: ${props.tiles.join(', ')}`}>
        {props.tiles.map((t, i) => (
          <Domino key={`${t}-${i}`} tile={t} across={props.across} class="domino how-tile" />
        ))}
      </span>
      {props.caption && <figcaption>{props.caption}</figcaption>}
    </figure>
  );
}

function Common() {
  return (
    <>
      <h2>The tiles</h2>
      <p>
        A double-six set: 28 tiles, each with two halves showing 0 to 6 pips. A tile is named by its two
        numbers, the smaller first: 2-5. A double has the same number on both halves, 4-4. A tile's pips are
        its two numbers added up: 6-6 counts 12, 0-0 counts nothing.
      </p>
      <Tiles
        tiles={['2-5', '4-4', '0-6', '6-6']}
        caption="2-5, the double 4-4, 0-6 and 6-6, the heaviest tile."
      />
      <h2>The line</h2>
      <p>
        The first tile starts the line. After it, each tile goes on one of the two open ends, touching it with
        the same number: its other number becomes the new end. Doubles lie across the line. When a tile fits
        both ends, you choose the end: the table shows a button on each.
      </p>
      <Tiles
        across
        tiles={['3-5', '5-6', '6-6']}
        caption="The line 3-5, then 5-6 on the 5, then 6-6 across on the 6: the ends show 3 and 6."
      />
      <h2>Your turn</h2>
      <p>
        Your playable tiles are lifted and outlined in gold; the others are dimmed. If you can play, you must.
        Pick a tile (click it, or Tab to it and press Enter); if it fits two ends, pick the end.
      </p>
    </>
  );
}

function Draw() {
  return (
    <>
      <p class="lead">The classic: cannot play, draw from the boneyard until you can.</p>
      <h2>The deal</h2>
      <p>
        Seven tiles each with two or three players, six each with four. The rest lie face down: the boneyard,
        shown beside the line with how many tiles it holds. Who leads the first hand is drawn by lot; after
        that, the winner of the last hand leads.
      </p>
      <Common />
      <h2>Cannot play?</h2>
      <p>
        You draw from the boneyard (the Draw a tile button), one tile at a time, until one fits; then you play
        it. Only when the boneyard is empty do you pass, and the table passes for you.
      </p>
      <h2>The end of a hand</h2>
      <p>
        The hand ends when someone plays their last tile (goes out) or when nobody can play (it is blocked).
        Going out scores the pips left in everyone else's hands. A blocked hand goes to the player with the
        fewest pips, who scores the others' pips minus their own; a tie for the fewest scores nothing.
      </p>
      <Tiles
        tiles={['1-2', '0-4']}
        caption="Ana goes out; Ben is left holding 1-2 and 0-4: Ana scores 3 + 4 = 7."
      />
      <h2>Winning</h2>
      <p>
        The match is played to 100 with two players, 61 with three or four: after the hand in which someone
        reaches it, the highest score wins. A tie for first plays another hand.
      </p>
    </>
  );
}

function Block() {
  return (
    <>
      <p class="lead">Draw without the drawing: cannot play, pass.</p>
      <h2>The deal</h2>
      <p>
        Seven tiles each with two players, five each with three or four. The tiles not dealt are set aside,
        face down, and never used.
      </p>
      <Common />
      <h2>Cannot play?</h2>
      <p>
        You pass, and the table says so beside your seat. Watching who passes on which numbers tells you what
        they cannot hold.
      </p>
      <h2>The end of a hand and winning</h2>
      <p>
        As in Draw: going out scores everyone else's pips; a blocked hand goes to the fewest pips, who scores
        the others' pips minus their own. The match is played to 100 with two players, 61 with three or four.
      </p>
    </>
  );
}

function AllFives() {
  return (
    <>
      <p class="lead">Score during play: make the open ends add up to a multiple of five.</p>
      <h2>The deal</h2>
      <p>
        Seven tiles each with two players, five each with three or four; the rest is the boneyard, drawn from
        as in Draw.
      </p>
      <Common />
      <h2>The spinner</h2>
      <p>
        The first double played is the spinner. Tiles go on its two long sides first; once both carry a tile,
        its two short sides open too, and the line grows four ways. Later doubles lie across but open nothing.
      </p>
      <h2>The count</h2>
      <p>
        After every tile, add up the numbers at the open ends: a double at an end counts both halves, and the
        spinner counts both halves while one of its long sides is still free. When the count is a multiple of
        five (5, 10, 15 and on), whoever placed the tile scores it at once: the points rise from the line.
      </p>
      <Tiles
        tiles={['5-5']}
        caption="5-5 leads: it is the spinner, the count is 10, and the leader scores 10."
      />
      <Tiles tiles={['3-5']} caption="3-5 on one long side: 10 + 3 = 13, nothing scored." />
      <Tiles
        tiles={['0-5']}
        caption="0-5 on the other long side: 3 + 0 = 3 (both long sides are covered, so the spinner no longer counts)."
      />
      <Tiles tiles={['2-5']} caption="2-5 on a short side: 3 + 0 + 2 = 5, and it scores 5." />
      <h2>The end of a hand and winning</h2>
      <p>
        Going out scores everyone else's pips, rounded to the nearest five (13 scores 15, 12 scores 10). A
        blocked hand goes to the fewest pips, who scores the others' total, rounded the same way. Points
        scored during play always stand. The match is played to 150.
      </p>
    </>
  );
}

function AllThrees() {
  return (
    <>
      <p class="lead">All Fives with threes: make the open ends add up to a multiple of three.</p>
      <h2>The deal</h2>
      <p>
        Seven tiles each with two players, five each with three or four; the rest is the boneyard, drawn from
        as in Draw. Four players may play in two teams.
      </p>
      <Common />
      <h2>The spinner and the count</h2>
      <p>
        As in All Fives: the first double is the spinner, and after every tile the numbers at the open ends
        are added up. When the count is a multiple of three (3, 6, 9 and on), whoever placed the tile scores
        it.
      </p>
      <Tiles tiles={['3-3']} caption="3-3 leads: the count is 6, and the leader scores 6." />
      <Tiles tiles={['3-6']} caption="3-6 on one long side: 6 + 6 = 12, and it scores 12." />
      <h2>The end of a hand and winning</h2>
      <p>
        Going out scores everyone else's pips, rounded to the nearest three (28 scores 27); a blocked hand
        goes to the fewest pips, who scores the others' total, rounded the same way. The match is played to
        150.
      </p>
    </>
  );
}

function FivesAndThrees() {
  return (
    <>
      <p class="lead">The British pub game: a point for every five and every three in the count.</p>
      <h2>The deal</h2>
      <p>
        Seven tiles each with two players, five each with three or four; the rest is the boneyard, drawn from
        as in Draw. There is no spinner: the line has two ends.
      </p>
      <Common />
      <h2>The count</h2>
      <p>
        After every tile, add up the two open ends (a double at an end counts both halves). You score one
        point for each time 5 goes into the count and one for each time 3 does: 6 scores 2, 10 scores 2, 12
        scores 4, and 15 scores 8 (three fives and five threes).
      </p>
      <Tiles tiles={['5-5']} caption="5-5 leads: the count is 10, two fives: 2 points." />
      <Tiles tiles={['3-5']} caption="3-5 on one side: 3 + 10 = 13, nothing scored." />
      <Tiles tiles={['2-3']} caption="2-3 on the 3: 2 + 10 = 12, four threes: 4 points." />
      <h2>The end of a hand and winning</h2>
      <p>
        Going out scores 1 point ("a go"); a blocked hand scores 1 point to the fewest pips, none on a tie. No
        pips are counted. The match is played to 61.
      </p>
    </>
  );
}

function Partnership() {
  return (
    <>
      <p class="lead">
        Four players in two teams: you and the player across the table against the other two.
      </p>
      <h2>Teams</h2>
      <p>
        Your partner sits opposite you; the table marks your team "Us" and the other "Them", each in its
        colour, and keeps one score per team. Play goes to the left, so you play between your two opponents.
      </p>
      <h2>The deal</h2>
      <p>
        Seven tiles each: all 28 are dealt, so nobody draws. The first hand is led by whoever holds 6-6, which
        is placed for them; after that, the winner of the last hand leads.
      </p>
      <Tiles tiles={['6-6']} caption="6-6 opens the first hand." />
      <Common />
      <h2>Cannot play?</h2>
      <p>You pass. Your partner may be able to play what you cannot: watch the ends they leave you.</p>
      <h2>The end of a hand and winning</h2>
      <p>
        Going out scores the pips left in the other team's hands (your partner's never count against you). A
        blocked hand goes to the team with fewer pips, which scores the other team's total; a tie scores
        nothing. The first team to reach 100 wins.
      </p>
    </>
  );
}

const PAGES: Record<string, { title: string; body: () => ComponentChildren }> = {
  draw: { title: 'Draw', body: Draw },
  block: { title: 'Block', body: Block },
  'all-fives': { title: 'All Fives', body: AllFives },
  'all-threes': { title: 'All Threes', body: AllThrees },
  'fives-and-threes': { title: 'Fives and Threes', body: FivesAndThrees },
  partnership: { title: 'Partnership', body: Partnership },
};

export default function HowToPlay(props: { game?: string }) {
  const page = props.game ? PAGES[props.game] : undefined;
  useTitle(page ? `How to play ${page.title}` : 'How to play');
  return (
    <section class="panel how">
      <nav aria-label="Games" class="how-games">
        <Link href="/how-to-play" current={!props.game}>
          How to play
        </Link>
        {GAMES.map((g) => (
          <Link key={g.slug} href={`/how-to-play/${g.slug}`} current={props.game === g.slug}>
            {g.name}
          </Link>
        ))}
      </nav>
      {page ? (
        <>
          <h1 tabIndex={-1}>How to play {page.title}</h1>
          {page.body()}
          <p>
            <Link href="/">Play it against the computer</Link> · <Link href="/how-to-play">Other games</Link>
          </p>
        </>
      ) : props.game ? (
        <>
          <h1 tabIndex={-1}>No such game</h1>
          <p>
            There is no game called <code>{props.game}</code> here.{' '}
            <Link href="/how-to-play">See the games</Link>.
          </p>
        </>
      ) : (
        <>
          <h1 tabIndex={-1}>How to play</h1>
          <p class="lead">
            Every game here is played with a double-six set, two to four players, one tile at a time on a
            shared line. Pick a game to read its rules.
          </p>
          <ul class="cards">
            {GAMES.map((g) => (
              <li key={g.slug} class="card">
                <span>
                  <Link href={`/how-to-play/${g.slug}`}>{g.name}</Link>: {g.about}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
