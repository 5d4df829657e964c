/** The object /dev/app puts on its window for the framed page's boot script (see webviewBootScript). */
export const SIMULATOR_GLOBAL = '__gyeolAppSimulator';
