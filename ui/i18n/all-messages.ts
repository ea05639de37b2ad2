import de from './compiled/de.json' with { type: 'json' };
import en from './compiled/en.json' with { type: 'json' };
import fr from './compiled/fr.json' with { type: 'json' };
import nl from './compiled/nl.json' with { type: 'json' };
import { registerMessages, type Messages } from './messages';

// The server (and tests) render every language: all four are registered when this module loads.
registerMessages('nl', nl as unknown as Messages);
registerMessages('fr', fr as unknown as Messages);
registerMessages('en', en as unknown as Messages);
registerMessages('de', de as unknown as Messages);
