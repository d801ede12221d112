/**
 * Mexican Train: its name and options in the game menu, the waiting room's and the lobby's words
 * for its tables, and its table screen (the hub, the trains, the round's and the match's end).
 * Loaded with the screens that show it (addEnglish), not with every page. A train's `.mid` name
 * is the one inside a sentence ("on the Mexican train").
 */
export const trains = {
  'trains.name': 'Mexican Train',
  'trains.about':
    'Two to eight players, each building a train from the hub, and the Mexican train anyone may use. Lowest total wins.',
  'trains.houseRules': 'House rules',
  'trains.option.manyTiles': 'Several tiles on the first turn',
  'trains.option.blankFifty': 'Double blank counts 50',
  'trains.wait.summary': '{players} players, {set, select, 9 {double-nine} other {double-twelve}}',
  'trains.invitation': 'Mexican Train table, {players} players',
  'trains.invitationOf': "{host}'s Mexican Train table, {players} players",
  'trains.lobby.waitingCard': ', {players} players · opened by {host} · {taken} of {players} seated',
  'trains.lobby.round': 'round {round} of {rounds}',
  'trains.round': 'Round {round} of {rounds} · engine {engine}',
  'trains.hub': 'The trains',
  'trains.engine': 'Engine {tile}',
  'trains.yourTrain': 'Your train',
  'trains.yourTrain.mid': 'your train',
  'trains.trainOf': "{name}'s train",
  'trains.trainOf.mid': "{name}'s train",
  'trains.mexican': 'Mexican train',
  'trains.mexican.mid': 'the Mexican train',
  'trains.marker': 'Marker: anyone may play here',
  'trains.openDouble': 'Double to cover',
  'trains.notStarted': 'Not started',
  'trains.earlier': '{count, plural, one {+# tile before} other {+# tiles before}}',
  'trains.playHere': 'Play {tile} on this train:',
  'trains.status.yourTurn': 'Your turn: tap a tile, then a train.',
  'trains.status.chosen': 'Tap a highlighted train for {tile}.',
  'trains.status.mustPlay': 'You drew {tile}: play it.',
  'trains.status.run': 'Your first turn: play again on your own train, or stop.',
  'trains.status.theirTurn': "{name}'s turn.",
  'trains.status.roundOver': 'Round {round} is over.',
  'trains.status.over': 'The match is over.',
  'trains.stop': 'Stop',
  'trains.seatLine': '{count, plural, one {# tile in hand} other {# tiles in hand}} · total {total}',
  'trains.turnMark': 'to play',
  'trains.boneyard': 'Boneyard: {count}',
  'trains.watching': 'You are watching this match.',
  'trains.lastMoves': 'Last moves',
  'trains.log.play':
    '{who, select, you {You played {tile} on {train}.} other {{name} played {tile} on {train}.}}',
  'trains.log.draw': '{name} drew a tile.',
  'trains.log.drewYou': 'You drew {tile}.',
  'trains.log.pass':
    '{who, select, you {You could not play: a marker on your train.} other {{name} could not play: a marker on their train.}}',
  'trains.log.stop': '{who, select, you {You stopped.} other {{name} stopped.}}',
  'trains.roundOver.heading': 'Round {round} is over · engine {engine}',
  'trains.roundOver.out':
    '{who, select, you {You played your last tile.} other {{name} played their last tile.}}',
  'trains.roundOver.blocked': 'Blocked: nobody could play and the boneyard is empty.',
  'trains.roundOver.added': '{adds, plural, one {+# point} other {+# points}}, total {total}',
  'trains.roundOver.next': 'Next round',
  'trains.matchOver.heading': 'The match is over',
  'trains.matchOver.place': '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  'trains.matchOver.lowest': 'The lowest total wins.',
  'trains.matchOver.newGame': 'New game',
};
