import { MemoryPairing, memoryPairingStore } from '../support/memory-pairing';
import { pairingContract } from './contract';

pairingContract('in memory', async () => {
  const pairing = new MemoryPairing();
  return { store: memoryPairingStore(pairing), loseNextAnswer: () => pairing.loseNextAnswer() };
});
