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

// ALSA prints its own errors to stderr (eight lines of "ALSA lib confmisc.c..." on a machine
// without a sound card) before SDL can say "no audio device" once. SDL loads libasound with
// dlopen; loading it first and keeping it open lets us hand it a handler that says nothing, so
// the only line is the game's. Returns 0 when the handler is set, -1 when there is no libasound.
#include <dlfcn.h>
static inline void sensorium_alsa_quiet_handler(const char *file, int line, const char *function,
                                                int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}
static inline int sensorium_silence_alsa_errors(void) {
    typedef void (*handler_t)(const char *, int, const char *, int, const char *, ...);
    typedef int (*set_handler_t)(handler_t);
    void *alsa = dlopen("libasound.so.2", RTLD_NOW | RTLD_GLOBAL);
    if (!alsa) return -1;
    set_handler_t set = (set_handler_t)dlsym(alsa, "snd_lib_error_set_handler");
    if (!set) return -1;
    return set(sensorium_alsa_quiet_handler) == 0 ? 0 : -1;
}

// The window's real size on the X server, which SDL does not always know: asked for
// SDL_WINDOW_FULLSCREEN_DESKTOP on an X server with no window manager, SDL takes the display's
// size as the window's though nothing resized it, and the renderer then draws a 1920x1080 scene
// into a 1280x720 window. SDL_syswm.h would pull all of Xlib into Swift, so the few fields used
// are declared here (SDL 2's SDL_SysWMinfo layout: version, subsystem, then the X11 pair) and
// XGetGeometry is found in the libX11 SDL already loaded. Returns 0 and the size on X11, -1
// elsewhere.
typedef struct {
    SDL_version version;
    int subsystem;
    union {
        struct { void *display; unsigned long window; } x11;
        Uint8 dummy[64];
    } info;
} sensorium_syswm_info;
extern SDL_bool SDLCALL SDL_GetWindowWMInfo(SDL_Window *window, void *info);
static inline int sensorium_x11_window_size(SDL_Window *window, int *width, int *height) {
    typedef int (*get_geometry_t)(void *, unsigned long, unsigned long *, int *, int *,
                                  unsigned int *, unsigned int *, unsigned int *, unsigned int *);
    sensorium_syswm_info info;
    SDL_memset(&info, 0, sizeof(info));
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != 2 /* SDL_SYSWM_X11 */) return -1;
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!x11) return -1;
    get_geometry_t get_geometry = (get_geometry_t)dlsym(x11, "XGetGeometry");
    int result = -1;
    unsigned long root;
    int x, y;
    unsigned int w, h, border, depth;
    if (get_geometry && get_geometry(info.info.x11.display, info.info.x11.window, &root, &x, &y, &w, &h, &border, &depth)) {
        *width = (int)w;
        *height = (int)h;
        result = 0;
    }
    dlclose(x11);
    return result;
}

// The window's X11 id (what xdotool and xprop take), 0 off X11: the readiness line a test finds
// the game's window by, instead of searching the desktop by name.
static inline unsigned long sensorium_x11_window_id(SDL_Window *window) {
    sensorium_syswm_info info;
    SDL_memset(&info, 0, sizeof(info));
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != 2 /* SDL_SYSWM_X11 */) return 0;
    return info.info.x11.window;
}

// Xlib's own error handler prints the error and exits the process (see X11Errors.swift for why
// the game sets one). XSetErrorHandler is found in the libX11 SDL already loaded. Returns 0 when
// set, -1 off X11.
typedef int (*sensorium_x11_error_handler)(void *display, void *event);
static inline int sensorium_set_x11_error_handler(sensorium_x11_error_handler handler) {
    typedef sensorium_x11_error_handler (*set_handler_t)(sensorium_x11_error_handler);
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!x11) return -1;
    set_handler_t set = (set_handler_t)dlsym(x11, "XSetErrorHandler");
    if (set) set(handler);
    dlclose(x11);
    return set ? 0 : -1;
}
#endif
