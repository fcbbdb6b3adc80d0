import type { GameLauncherModule, GameLauncherProps } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { GameLauncher } from '../features/game-launch/components/game-launcher';
import '../lib/i18n';

/** Exposed as `./game-launcher`: the shell renders it for every 'open-game' on any page. */
function GameLauncherRoot(props: GameLauncherProps) {
  return (
    <QueryProvider>
      <GameLauncher {...props} />
    </QueryProvider>
  );
}

export default GameLauncherRoot satisfies GameLauncherModule['default'];
