#ifndef SENSORIUM_CV4L2_SHIM_H
#define SENSORIUM_CV4L2_SHIM_H
// Video4Linux2, for the webcam as the dark scan's camera. The ioctl request codes are
// function-like macros and ioctl itself is variadic, so Swift reaches both through these.
#include <linux/videodev2.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

static inline int sensorium_v4l2_ioctl(int fd, unsigned long request, void *argument) {
    return ioctl(fd, request, argument);
}
static inline unsigned long sensorium_vidioc_querycap(void) { return VIDIOC_QUERYCAP; }
static inline unsigned long sensorium_vidioc_s_fmt(void) { return VIDIOC_S_FMT; }
static inline unsigned long sensorium_vidioc_reqbufs(void) { return VIDIOC_REQBUFS; }
static inline unsigned long sensorium_vidioc_querybuf(void) { return VIDIOC_QUERYBUF; }
static inline unsigned long sensorium_vidioc_qbuf(void) { return VIDIOC_QBUF; }
static inline unsigned long sensorium_vidioc_dqbuf(void) { return VIDIOC_DQBUF; }
static inline unsigned long sensorium_vidioc_streamon(void) { return VIDIOC_STREAMON; }
static inline unsigned long sensorium_vidioc_streamoff(void) { return VIDIOC_STREAMOFF; }
static inline unsigned int sensorium_v4l2_pix_fmt_yuyv(void) { return V4L2_PIX_FMT_YUYV; }
static inline unsigned int sensorium_v4l2_pix_fmt_grey(void) { return V4L2_PIX_FMT_GREY; }
static inline void *sensorium_map_failed(void) { return MAP_FAILED; }
#endif
