import type { GameLauncherModule } from 'shared';
import { GameLauncher } from '../features/game-launch/components/game-launcher';
import '../lib/i18n';

/** Exposed as `./game-launcher`: the shell renders it for every 'open-game' on any page. */
export default GameLauncher satisfies GameLauncherModule['default'];
