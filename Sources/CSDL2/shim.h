#ifndef SENSORIUM_CSDL2_SHIM_H
#define SENSORIUM_CSDL2_SHIM_H
// The only C the game sees. Swift cannot import function-like macros or call variadic
// functions, so each one the game needs gets a static inline wrapper here.
#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>
#include <SDL2/SDL_image.h>

static inline int sensorium_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 sensorium_button_mask(int button) { return SDL_BUTTON(button); }
static inline int sensorium_mix_default_frequency(void) { return MIX_DEFAULT_FREQUENCY; }
static inline Uint16 sensorium_audio_s16sys(void) { return AUDIO_S16SYS; }
static inline Uint16 sensorium_audio_f32sys(void) { return AUDIO_F32SYS; }
static inline void sensorium_set_error(const char *message) { SDL_SetError("%s", message); }
static inline SDL_RWops *sensorium_rw_from_file(const char *path, const char *mode) {
    return SDL_RWFromFile(path, mode);
}
#endif
