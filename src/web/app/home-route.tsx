import { HomePage } from '@/web/features/home/home-page';
import { HOME_TILES } from './home-tiles';

/** The home page with the tiles the route table declares. */
export function HomeRoute() {
  return <HomePage tiles={HOME_TILES} />;
}
