//! Shared-memory placement for SIMT kernels: blocks are placed first-fit, and a loop's blocks
//! (its operand rings, staging and conversion tiles) are released when the loop ends, so that
//! the kernel needs the most any one loop needs, not the sum over its loops.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Block {
    seq: u64,
    off: i64,
    len: i64,
}

#[derive(Default, Debug)]
pub struct SmemAllocator {
    live: Vec<Block>,
    next_seq: u64,
    peak: i64,
    /// Released ranges that threads may still be reading: reusing them needs a barrier first.
    unfenced: Vec<(i64, i64)>,
}

/// A point in the allocation sequence: blocks placed after it can be released together.
#[derive(Clone, Copy, Debug)]
pub struct SmemMark(u64);

impl SmemAllocator {
    /// The lowest offset aligned to `align` where `bytes` overlap no live block.
    pub fn reserve(&mut self, bytes: i64, align: i64) -> i64 {
        let align = align.max(1);
        let up = |x: i64| (x + align - 1) / align * align;
        let mut spans: Vec<(i64, i64)> = self.live.iter().map(|b| (b.off, b.off + b.len)).collect();
        spans.sort_unstable();
        let mut off = 0;
        for (lo, hi) in spans {
            if up(off) + bytes <= lo {
                break;
            }
            off = off.max(hi);
        }
        let off = up(off);
        self.live.push(Block { seq: self.next_seq, off, len: bytes });
        self.next_seq += 1;
        self.peak = self.peak.max(off + bytes);
        off
    }

    /// Whether `bytes` from `off` reuse released memory that no barrier has fenced yet; the
    /// caller then places one before its writes, which fences every released range.
    pub fn needs_fence(&mut self, off: i64, bytes: i64) -> bool {
        let hit = self.unfenced.iter().any(|(o, n)| off < o + n && *o < off + bytes);
        if hit {
            self.unfenced.clear();
        }
        hit
    }

    /// A barrier was placed: everything released so far may be reused.
    pub fn fenced(&mut self) {
        self.unfenced.clear();
    }

    /// Release the block placed at `off`, if one is.
    pub fn free(&mut self, off: i64) -> bool {
        let Some(k) = self.live.iter().position(|b| b.off == off) else { return false };
        let b = self.live.remove(k);
        self.unfenced.push((b.off, b.len));
        true
    }

    pub fn mark(&self) -> SmemMark {
        SmemMark(self.next_seq)
    }

    /// Release every block placed since `m`; returns their (offset, bytes).
    pub fn release_since(&mut self, m: SmemMark) -> Vec<(i64, i64)> {
        let (gone, kept): (Vec<Block>, Vec<Block>) = self.live.iter().partition(|b| b.seq >= m.0);
        self.live = kept;
        let gone: Vec<(i64, i64)> = gone.into_iter().map(|b| (b.off, b.len)).collect();
        self.unfenced.extend(gone.iter().copied());
        gone
    }

    /// The most shared memory live at once: what the kernel must be given.
    pub fn peak(&self) -> i64 {
        self.peak
    }

    /// End of the highest live block.
    pub fn top(&self) -> i64 {
        self.live.iter().map(|b| b.off + b.len).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_reuse_what_earlier_loops_released() {
        let mut a = SmemAllocator::default();
        assert_eq!(a.reserve(1000, 16), 0);
        let m = a.mark();
        assert_eq!(a.reserve(4096, 1024), 1024);
        assert_eq!(a.reserve(100, 16), 5120);
        assert_eq!(a.release_since(m), vec![(1024, 4096), (5120, 100)]);
        assert_eq!(a.top(), 1000);
        assert_eq!(a.peak(), 5220);
        // The next loop starts where the first one did.
        assert_eq!(a.reserve(2048, 1024), 1024);
        assert_eq!(a.peak(), 5220);
    }

    #[test]
    fn first_fit_fills_gaps_between_live_blocks() {
        let mut a = SmemAllocator::default();
        assert_eq!(a.reserve(100, 16), 0);
        assert_eq!(a.reserve(100, 1024), 1024);
        assert_eq!(a.reserve(500, 16), 112);
        assert_eq!(a.reserve(600, 16), 1136);
        assert_eq!(a.peak(), 1736);
    }

    #[test]
    fn reusing_released_memory_asks_for_one_barrier() {
        let mut a = SmemAllocator::default();
        let x = a.reserve(256, 16);
        let y = a.reserve(256, 16);
        assert!(a.free(x) && !a.free(x));
        let z = a.reserve(128, 16);
        assert_eq!(z, x);
        assert!(a.needs_fence(z, 128));
        assert!(!a.needs_fence(z, 128));
        assert!(!a.needs_fence(y + 256, 64)); // fresh memory
    }
}
