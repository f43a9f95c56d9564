/**
 * reactfire's single bundle imports every Firebase SDK it has hooks for. The SDKs register
 * themselves on import, so a bundler cannot drop them: Realtime Database, Remote Config, Storage
 * and Functions would ship on every page. We use none of reactfire's hooks for them (Storage and
 * Functions load on demand through lib/firebase/index.ts), so reactfire's imports of those SDKs resolve
 * to this module; calling one of those reactfire hooks fails with a clear message.
 */
function unavailable(name: string) {
  return () => {
    throw new Error(
      `reactfire's ${name} is not in this build; use loadStorage()/loadFunctions() from web/src/lib/firebase/index.ts`,
    );
  };
}

// firebase/database
export const get = unavailable('database get');
export const off = unavailable('database off');
export const onChildAdded = unavailable('database onChildAdded');
export const onChildChanged = unavailable('database onChildChanged');
export const onChildMoved = unavailable('database onChildMoved');
export const onChildRemoved = unavailable('database onChildRemoved');
export const onValue = unavailable('database onValue');
// firebase/functions
export const httpsCallable = unavailable('httpsCallable');
// firebase/remote-config
export const ensureInitialized = unavailable('remote-config ensureInitialized');
export const getAll = unavailable('remote-config getAll');
export const getBoolean = unavailable('remote-config getBoolean');
export const getNumber = unavailable('remote-config getNumber');
export const getString = unavailable('remote-config getString');
export const getValue = unavailable('remote-config getValue');
// firebase/storage
export const getDownloadURL = unavailable('storage getDownloadURL');
export const ref = unavailable('storage ref');
