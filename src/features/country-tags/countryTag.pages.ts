import { resourcePages } from '../../shared/resource/resourcePages';
import { countryTagResource } from './countryTag.resource';

export default resourcePages(countryTagResource);
