#ifndef SENSORIUM_CZLIB_SHIM_H
#define SENSORIUM_CZLIB_SHIM_H
#include <zlib.h>
#endif
