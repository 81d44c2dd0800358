import CV4L2
import FoundationEssentials
import Glibc
import SensoriumCore

/// A V4L2 webcam, the dark scan's original sensor: it streams frames through memory-mapped
/// buffers and hands out the luma plane of the newest one. Never blocks: a frame that has not
/// arrived yet just means the previous one again.
public final class WebcamCapture {
    public let device: String
    public private(set) var width = 0
    public private(set) var height = 0
    /// The newest frame's luma, `width * height` bytes, row by row (0 black, 255 white).
    public private(set) var luma: [UInt8] = []
    private var fd: Int32 = -1
    private var buffers: [(start: UnsafeMutableRawPointer, length: Int)] = []
    private var pixelFormat: UInt32 = 0
    private var streaming = false

    /// Opens `device` and starts streaming at about `width` x `height` (the driver may choose
    /// another size; `width` and `height` say what it gave).
    public init(device: String, width: Int = 640, height: Int = 480) throws {
        self.device = device
        fd = open(device, O_RDWR | O_NONBLOCK)
        guard fd >= 0 else { throw failure("cannot open it") }
        do {
            try configure(width: width, height: height)
            try mapBuffers()
            var type = UInt32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_streamon(), &type) == 0 else { throw failure("cannot start streaming") }
            streaming = true
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    private func failure(_ what: String) -> Refusal {
        let reason = errno == EBUSY ? "the device is busy (another program is using it)" : String(cString: strerror(errno))
        return Refusal("\(device): \(what): \(reason)")
    }

    private func configure(width: Int, height: Int) throws {
        var capability = v4l2_capability()
        guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_querycap(), &capability) == 0 else {
            throw Refusal("\(device): not a video device")
        }
        let capture = UInt32(V4L2_CAP_VIDEO_CAPTURE), streamingCapability = UInt32(V4L2_CAP_STREAMING)
        let caps = capability.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0 ? capability.device_caps : capability.capabilities
        guard caps & capture != 0, caps & streamingCapability != 0 else {
            throw Refusal("\(device): not a video capture device that can stream")
        }
        for format in [sensorium_v4l2_pix_fmt_yuyv(), sensorium_v4l2_pix_fmt_grey()] {
            var request = v4l2_format()
            request.type = UInt32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            request.fmt.pix.width = UInt32(width)
            request.fmt.pix.height = UInt32(height)
            request.fmt.pix.pixelformat = format
            request.fmt.pix.field = UInt32(V4L2_FIELD_NONE.rawValue)
            guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_s_fmt(), &request) == 0 else {
                if errno == EBUSY { throw failure("cannot set the format") }
                continue
            }
            if request.fmt.pix.pixelformat == format {
                pixelFormat = format
                self.width = Int(request.fmt.pix.width)
                self.height = Int(request.fmt.pix.height)
                luma = [UInt8](repeating: 0, count: self.width * self.height)
                return
            }
        }
        throw Refusal("\(device): offers neither YUYV nor GREY frames")
    }

    private func mapBuffers() throws {
        var request = v4l2_requestbuffers()
        request.count = 4
        request.type = UInt32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
        request.memory = UInt32(V4L2_MEMORY_MMAP.rawValue)
        guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_reqbufs(), &request) == 0, request.count > 0 else {
            throw failure("cannot get capture buffers")
        }
        for index in 0..<request.count {
            var buffer = v4l2_buffer()
            buffer.type = UInt32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            buffer.memory = UInt32(V4L2_MEMORY_MMAP.rawValue)
            buffer.index = index
            guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_querybuf(), &buffer) == 0 else { throw failure("cannot query a buffer") }
            let length = Int(buffer.length)
            guard let start = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(buffer.m.offset)),
                  start != sensorium_map_failed() else { throw failure("cannot map a buffer") }
            buffers.append((start, length))
            guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_qbuf(), &buffer) == 0 else { throw failure("cannot queue a buffer") }
        }
    }

    /// Takes the newest frame that arrived, if any; returns true when `luma` changed.
    @discardableResult
    public func poll() -> Bool {
        var updated = false
        while streaming {
            var buffer = v4l2_buffer()
            buffer.type = UInt32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            buffer.memory = UInt32(V4L2_MEMORY_MMAP.rawValue)
            guard sensorium_v4l2_ioctl(fd, sensorium_vidioc_dqbuf(), &buffer) == 0 else { break }
            copyLuma(from: buffers[Int(buffer.index)].start, bytes: Int(buffer.bytesused))
            _ = sensorium_v4l2_ioctl(fd, sensorium_vidioc_qbuf(), &buffer)
            updated = true
        }
        return updated
    }

    /// YUYV carries luma in every other byte; GREY is luma alone.
    private func copyLuma(from start: UnsafeMutableRawPointer, bytes: Int) {
        let source = start.assumingMemoryBound(to: UInt8.self)
        let pixels = width * height
        let step = pixelFormat == sensorium_v4l2_pix_fmt_yuyv() ? 2 : 1
        guard bytes >= pixels * step else { return }
        luma.withUnsafeMutableBufferPointer { out in
            for index in 0..<pixels { out[index] = source[index * step] }
        }
    }

    public func close() {
        if streaming {
            var type = UInt32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            _ = sensorium_v4l2_ioctl(fd, sensorium_vidioc_streamoff(), &type)
            streaming = false
        }
        for buffer in buffers { munmap(buffer.start, buffer.length) }
        buffers.removeAll()
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }
}
