#ifndef SENSORIUM_CSDL2_LATE_LIBRARIES_H
#define SENSORIUM_CSDL2_LATE_LIBRARIES_H
// SDL_mixer and SDL_image are opened with dlopen on their first use, not by the loader at exec:
// with their own dependencies (ModPlug, FluidSynth with GLib, JACK, Vorbis, Opus, PNG, JPEG,
// TIFF, WebP...) they are 27 libraries, about 11 ms of CPU and 5 MiB before `main`, and the
// first frame needs none of them: sound starts after it, and pictures are decoded when their
// level opens. The game calls them only through these wrappers (the executable is not linked
// to them, so a direct call does not link). Each wrapper has the library's own signature (the
// pointer's type is taken from the library's header); when the library cannot be opened it
// answers as a failed call would (an error for SDL_GetError) and does nothing.
#include <dlfcn.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>
#include <SDL2/SDL_image.h>

// The symbol `name` of `library`, opening the library on first use; NULL, with SDL's error
// set, when either is missing. dlopen of a library already open only counts a reference.
static inline void *sensorium_late_symbol(const char *library, const char *name) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    void *symbol = handle ? dlsym(handle, name) : NULL;
    if (!symbol) {
        const char *reason = dlerror();
        SDL_SetError("%s", reason ? reason : name);
    }
    return symbol;
}

// sensorium_late_NAME(): NAME's address in LIBRARY, looked up once (threads may race to store
// the same value; the loads and stores are atomic).
#define SENSORIUM_LATE(library, name) \
    static inline __typeof__(name) *sensorium_late_##name(void) { \
        static __typeof__(name) *function; \
        __typeof__(name) *known = __atomic_load_n(&function, __ATOMIC_ACQUIRE); \
        if (known) return known; \
        known = (__typeof__(name) *)sensorium_late_symbol(library, #name); \
        __atomic_store_n(&function, known, __ATOMIC_RELEASE); \
        return known; \
    }

#define SENSORIUM_MIXER "libSDL2_mixer-2.0.so.0"
#define SENSORIUM_IMAGE "libSDL2_image-2.0.so.0"
typedef void (*sensorium_mix_callback)(void *userdata, Uint8 *stream, int length);

SENSORIUM_LATE(SENSORIUM_MIXER, Mix_OpenAudio)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_QuerySpec)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_CloseAudio)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_AllocateChannels)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_HookMusic)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_SetPostMix)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_HaltChannel)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_FreeChunk)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_LoadWAV_RW)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_PlayChannelTimed)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_GroupAvailable)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_Playing)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_GetChunk)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_Volume)
SENSORIUM_LATE(SENSORIUM_MIXER, Mix_SetPanning)
SENSORIUM_LATE(SENSORIUM_IMAGE, IMG_Load_RW)
SENSORIUM_LATE(SENSORIUM_IMAGE, IMG_SavePNG_RW)

// Calls `name(arguments)` when it is there, else answers `failed`.
#define SENSORIUM_CALL(name, failed, ...) \
    __typeof__(name) *function = sensorium_late_##name(); \
    return function ? function(__VA_ARGS__) : (failed)
#define SENSORIUM_CALL_VOID(name, ...) \
    __typeof__(name) *function = sensorium_late_##name(); \
    if (function) function(__VA_ARGS__)

static inline int sensorium_Mix_OpenAudio(int frequency, Uint16 format, int channels, int chunksize) {
    SENSORIUM_CALL(Mix_OpenAudio, -1, frequency, format, channels, chunksize);
}
static inline int sensorium_Mix_QuerySpec(int *frequency, Uint16 *format, int *channels) {
    SENSORIUM_CALL(Mix_QuerySpec, 0, frequency, format, channels);
}
static inline void sensorium_Mix_CloseAudio(void) {
    __typeof__(Mix_CloseAudio) *function = sensorium_late_Mix_CloseAudio();
    if (function) function();
}
static inline int sensorium_Mix_AllocateChannels(int count) {
    SENSORIUM_CALL(Mix_AllocateChannels, 0, count);
}
static inline void sensorium_Mix_HookMusic(sensorium_mix_callback callback, void *userdata) {
    SENSORIUM_CALL_VOID(Mix_HookMusic, callback, userdata);
}
static inline void sensorium_Mix_SetPostMix(sensorium_mix_callback callback, void *userdata) {
    SENSORIUM_CALL_VOID(Mix_SetPostMix, callback, userdata);
}
static inline int sensorium_Mix_HaltChannel(int channel) {
    SENSORIUM_CALL(Mix_HaltChannel, 0, channel);
}
static inline void sensorium_Mix_FreeChunk(Mix_Chunk *chunk) {
    SENSORIUM_CALL_VOID(Mix_FreeChunk, chunk);
}
static inline Mix_Chunk *sensorium_Mix_LoadWAV_RW(SDL_RWops *source, int freeSource) {
    SENSORIUM_CALL(Mix_LoadWAV_RW, NULL, source, freeSource);
}
static inline int sensorium_Mix_PlayChannelTimed(int channel, Mix_Chunk *chunk, int loops, int ticks) {
    SENSORIUM_CALL(Mix_PlayChannelTimed, -1, channel, chunk, loops, ticks);
}
static inline int sensorium_Mix_GroupAvailable(int tag) {
    SENSORIUM_CALL(Mix_GroupAvailable, -1, tag);
}
static inline int sensorium_Mix_Playing(int channel) {
    SENSORIUM_CALL(Mix_Playing, 0, channel);
}
static inline Mix_Chunk *sensorium_Mix_GetChunk(int channel) {
    SENSORIUM_CALL(Mix_GetChunk, NULL, channel);
}
static inline int sensorium_Mix_Volume(int channel, int volume) {
    SENSORIUM_CALL(Mix_Volume, 0, channel, volume);
}
static inline int sensorium_Mix_SetPanning(int channel, Uint8 left, Uint8 right) {
    SENSORIUM_CALL(Mix_SetPanning, 0, channel, left, right);
}
static inline SDL_Surface *sensorium_IMG_Load_RW(SDL_RWops *source, int freeSource) {
    __typeof__(IMG_Load_RW) *function = sensorium_late_IMG_Load_RW();
    if (function) return function(source, freeSource);
    if (freeSource && source) SDL_RWclose(source);
    return NULL;
}
static inline int sensorium_IMG_SavePNG_RW(SDL_Surface *surface, SDL_RWops *destination, int freeDestination) {
    __typeof__(IMG_SavePNG_RW) *function = sensorium_late_IMG_SavePNG_RW();
    if (function) return function(surface, destination, freeDestination);
    if (freeDestination && destination) SDL_RWclose(destination);
    return -1;
}

#endif
