//! tl.dot on the matrix engines of SIMT targets: the accumulator layout (`FragLayout`), the
//! warp-level path (NVIDIA mma.sync with ldmatrix; MUSA WMMA's analogue) and the warp-group path
//! (NVIDIA wgmma from swizzled shared memory; MUSA SQMMA's analogue), and the FMA fallback.
//! What the instructions are called comes from the target (`MmaInfo`, `WgmmaInfo`).

use crate::host::{HostLowering, Lowered};
use crate::mlir_types::*;
use tm_frontend::tile_ir::*;

/// A warp-wide (32 lanes) m16n8k16 MMA with f32 accumulators: four A registers (two f16/bf16
/// each), two B registers, four C/D values per lane (lane = 4 * group + quad), with operand
/// fragments read from shared memory by `ldmatrix`.
#[derive(Clone, Debug)]
pub struct MmaInfo {
    /// Intrinsic for f16 operands (A and B as vector<2xf16>).
    pub f16: String,
    /// Intrinsic for bf16 operands (A and B as i32 pairs).
    pub bf16: String,
    /// Intrinsic for f16 operands accumulating in f16 (C and D as two vector<2xf16>).
    pub f16_acc: String,
    /// Intrinsic for the m16n8k32 MMA of s8 operands (four per i32: A four registers, B two)
    /// with s32 accumulators, saturating.
    pub s8: String,
    /// Intrinsic for the m16n8k8 MMA of tf32 operands (f32 bit patterns in i32 registers: A
    /// four, B two) with f32 accumulators.
    pub tf32: String,
    /// Loads of four 8x8 b16 matrices, as stored and transposed, and of two transposed; the
    /// pointer's address space is appended to the name.
    pub ldmatrix_x4: String,
    pub ldmatrix_x4_trans: String,
    pub ldmatrix_x2_trans: String,
}

/// A warp-group (4 warps, 128 lanes) asynchronous MMA, m64nNk16 with f32 accumulators, both
/// operands read from swizzled shared memory through 64-bit matrix descriptors (NVIDIA wgmma on
/// Hopper; the analogue of MUSA's SQMMA). The instruction spellings are the target's.
#[derive(Clone, Debug)]
pub struct WgmmaInfo {
    /// The MMA, with `{n}` for N and `{t}` for the operand type (`f16`, `bf16`).
    pub mma: String,
    /// Largest N of one instruction.
    pub max_n: i64,
    /// Orders earlier register accesses before the asynchronous MMAs (instruction text).
    pub fence: String,
    /// Closes the group of MMAs issued so far (instruction text).
    pub commit: String,
    /// Waits until at most `{n}` groups are pending (instruction text).
    pub wait: String,
    /// Makes this thread's shared-memory stores visible to the MMA unit (instruction text).
    pub proxy_fence: String,
    /// Rounds two f32 ($1 low, $2 high) into one 32-bit register of two `{t}` halves
    /// (instruction text), for register A fragments.
    pub pack_f32x2: String,
    /// `$1` (an i32 equal across the warp) as a value the assembler knows is warp-uniform.
    pub warp_uniform: String,
}

/// A shared-memory matrix descriptor, a 64-bit value: the start address and leading byte offset
/// in its low word, the stride byte offset and swizzle mode in its constant high word. Every
/// k-step adds a constant to one base (as upstream's descriptors do), so ptxas keeps one register
/// per operand and rematerialises the rest.
#[derive(Clone)]
struct SmemDesc {
    value: String,
}

#[derive(Clone, Debug)]
pub enum Engine {
    Warp(MmaInfo),
    WarpGroup(WgmmaInfo),
}

/// The matrix-engine lowering chosen for one dot.
#[derive(Clone, Debug)]
pub struct MmaPlan {
    pub engine: Engine,
    pub layout: FragLayout,
}

/// Swizzle width (bytes per row of a swizzle atom) for a 16-bit operand tile whose contiguous
/// side is `cols` long: the widest of 128, 64, 32 bytes that divides the row.
pub(crate) fn swizzle_bytes(cols: i64) -> Option<i64> {
    [128, 64, 32].into_iter().find(|s| (cols * 2) % s == 0)
}

/// How the warps share an MMA result tile of `m` x `n`: a `wm` x `wn` grid of warps. Warp (i, j)
/// owns the m16 row tiles i, i + wm, i + 2 wm, ... (so four consecutive warps cover the 64 rows
/// of a warp-group MMA) and the j-th (n / wn)-wide column block, as m16n8 tiles; warps beyond the
/// grid repeat its work.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FragLayout {
    pub m: i64,
    pub n: i64,
    pub wm: i64,
    pub wn: i64,
}

/// Shared-memory stages of a looped warp-group dot's operands. Iteration i stores stage i % 3,
/// and waits for its MMAs with one group pending; stage (i + 1) % 3 was last read by the MMAs of
/// iteration i - 2, which every warp waited for before the barrier of iteration i. So the next
/// iteration's stores need no barrier of their own.
pub const OPERAND_STAGES: i64 = 3;

/// Operand tiles of a loop's dots that the async copy unit writes straight into ring stages,
/// `depth` tiles ahead of the MMAs (the loads `combine::pipeline_dot_loads` moved ahead). At
/// iteration i the ring's first dot waits for the iteration's copy group (all the ring's tiles)
/// and passes a barrier. A warp-group dot then issues its MMAs and waits for them in the
/// iteration (at most its own group pending, so every earlier MMA, iteration i - 1's of all
/// dots included, is done), passes a second barrier and copies the tiles of iteration
/// i + depth into stage (i + depth) % stages = (i - 1) % stages, which nothing reads any more:
/// `stages` = depth + 1, upstream's schedule. A warp-level dot's `ldmatrix` reads are done
/// when they retire, so its ring refills that stage right after the first barrier. No
/// registers hold a prefetched tile.
#[derive(Clone, Debug)]
pub(crate) struct AsyncRing {
    pub depth: i64,
    /// The dots fed from the ring, in body order; each commits one copy group per iteration.
    pub dots: Vec<RingDot>,
    /// Every tile is a host descriptor's block that the bulk tensor copy engine (TMA) fetches:
    /// one thread issues each iteration's copies, which complete on the stage's barrier, and
    /// every thread waits on that barrier instead of async-copy groups.
    pub tma: bool,
    /// Byte offset of the stages' barriers (8 bytes each), once reserved.
    pub bars: i64,
    /// One-dimensional loads the loop combines with its dots' results (the attention
    /// backward's row statistics), copied into plain stages with the first dot's group and
    /// read element by element from the iteration's stage, after that dot.
    pub vectors: Vec<RingOperand>,
}

#[derive(Clone, Debug)]
pub(crate) struct RingDot {
    pub dot: ValueId,
    /// The dot's operands that come from the ring (the staged tile: A, or B's source).
    pub operands: Vec<RingOperand>,
    /// Staged tiles (`chain[0]`) this dot reads from an earlier dot's operand stages: a tile
    /// read by two dots, one of them through a transpose (the attention backward's q and do).
    pub shared: Vec<ValueId>,
}

#[derive(Clone, Debug)]
pub(crate) struct RingOperand {
    /// Loop arguments carrying tiles i .. i + depth - 1; the first is the staged operand.
    pub chain: Vec<ValueId>,
    /// Loads of tiles 0 .. depth - 1, before the loop.
    pub inits: Vec<ValueId>,
    /// The load of tile i + depth, in the body.
    pub next: ValueId,
    pub swizzle: i64,
    /// Byte offset of stage 0 and bytes per stage, once reserved.
    pub base: i64,
    pub stage: i64,
}

impl AsyncRing {
    pub fn stages(&self) -> i64 {
        self.depth + 1
    }

    pub fn operands(&self) -> impl Iterator<Item = &RingOperand> {
        self.dots.iter().flat_map(|d| d.operands.iter())
    }

    /// Everything the ring copies: the dots' operand tiles, then the vectors.
    pub fn copied(&self) -> impl Iterator<Item = &RingOperand> {
        self.operands().chain(&self.vectors)
    }

    /// Copy groups that may still be pending when an iteration needs its own: the later ones'.
    fn pending_allowed(&self) -> i64 {
        self.depth - 1
    }
}

/// How a warp-group dot reads its operands from shared memory: the tile staged for A and its
/// swizzle, the tile staged for B (x itself for B = trans(x), read K-major) and its swizzle.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WgmmaStaging {
    pub a: ValueId,
    pub sa: i64,
    pub b: ValueId,
    pub sb: i64,
    pub b_kmajor: bool,
}

/// Where a warp-level dot reads an operand: a shared-memory tile, or a swizzled ring stage at
/// byte offset `base` (an index value) of `rows` rows of `swizzle` bytes.
enum OperandSmem {
    Tile(String),
    Stage { base: String, rows: i64, swizzle: i64 },
}

/// The loop arguments carrying a prefetched tile from `src` (tile i) on, each yielding the next
/// (tiles i + 1 ...), the body value the last yields (the load of the newest tile) and the
/// arguments' initial values; None if `src` is no loop argument or the chain closes on itself.
fn carried_chain(
    args: &[ValueId],
    ys: &[ValueId],
    inits: &[ValueId],
    src: ValueId,
) -> Option<(Vec<ValueId>, ValueId, Vec<ValueId>)> {
    let mut pos = args.iter().position(|x| *x == src)?;
    let mut chain = vec![src];
    let next = loop {
        let y = ys[pos];
        match args.iter().position(|x| *x == y) {
            Some(q) if !chain.contains(&y) => {
                chain.push(y);
                pos = q;
            }
            Some(_) => return None,
            None => break y,
        }
    };
    let inits = chain.iter().map(|c| inits[args.iter().position(|x| x == c).unwrap()]).collect();
    Some((chain, next, inits))
}

/// The values `b` defines: its arguments and its ops' results, nested blocks included.
fn defined_in(b: &Block) -> std::collections::HashSet<ValueId> {
    let mut out: std::collections::HashSet<ValueId> = b.args.iter().copied().collect();
    for o in &b.ops {
        out.extend(o.results.iter().copied());
        for inner in o.kind.blocks() {
            out.extend(defined_in(inner));
        }
    }
    out
}

/// Alignment of swizzled operand tiles: the 128-byte swizzle pattern repeats every 1024 bytes,
/// and a descriptor's base offset is 0 only at that boundary.
pub(crate) const SWIZZLE_ALIGN: i64 = 1024;

/// Accumulator values one lane may keep in registers.
const MAX_FRAG_SLOTS: i64 = 128;

/// Whether row vectors of `a` and `b` put the same rows in the same lanes: warps own whole rows
/// (`wn` 1) in the same m16 interleave.
pub(crate) fn rows_compatible(a: &FragLayout, b: FragLayout) -> bool {
    a.m == b.m && a.wm == b.wm && a.wn == 1 && b.wn == 1
}

/// The row slot (see `row_positions`) of accumulator slot `k` in `layout`.
pub(crate) fn row_of_slot(layout: FragLayout, k: usize) -> usize {
    let per_m16 = (layout.tiles().1 * 4) as usize;
    (k / per_m16) * 2 + (k % 4) / 2
}

impl FragLayout {
    /// Split the larger per-warp side while it divides evenly; None when a lane would hold more
    /// accumulators than fit in registers.
    pub fn choose(m: i64, n: i64, num_warps: i64) -> Option<FragLayout> {
        if m % 16 != 0 || n % 8 != 0 {
            return None;
        }
        let (mut wm, mut wn) = (1, 1);
        while wm * wn * 2 <= num_warps {
            let can_m = (m / wm) % 32 == 0;
            // Keep warp blocks 16 wide where possible (one ldmatrix.x4 serves two n8 tiles).
            let can_n = (n / wn) % 32 == 0 || (!can_m && (n / wn) % 16 == 0);
            match (can_m, can_n) {
                (true, true) if m / wm >= n / wn => wm *= 2,
                (_, true) => wn *= 2,
                (true, false) => wm *= 2,
                (false, false) => break,
            }
        }
        let l = FragLayout { m, n, wm, wn };
        (l.slots() <= MAX_FRAG_SLOTS).then_some(l)
    }

    /// m16 and n8 tiles per warp.
    pub fn tiles(&self) -> (i64, i64) {
        (self.m / self.wm / 16, self.n / self.wn / 8)
    }

    pub fn slots(&self) -> i64 {
        let (tm, tn) = self.tiles();
        tm * tn * 4
    }
}

impl<'f> HostLowering<'f> {
    /// The matrix-engine path for this dot, when the target has one and the shapes and types fit:
    /// the warp-group engine where the tile splits into m64 blocks, else the warp-level one.
    pub(crate) fn mma_for(&self, r: ValueId, a: ValueId, b: ValueId) -> Option<MmaPlan> {
        let info = self.simt.as_ref()?;
        let (rty, aty, bty) = (self.f.ty(r), self.f.ty(a), self.f.ty(b));
        if rty.shape.len() != 2 {
            return None; // a batch of dots: the FMA path
        }
        let (m, n, k) = (rty.shape[0], rty.shape[1], aty.shape[1]);
        // The instructions are defined on 32-lane warps.
        if info.warp_size != 32 || m % 16 != 0 || n % 8 != 0 {
            return None;
        }
        let w = info.num_warps as i64;
        let warp_level =
            || Some(MmaPlan { engine: Engine::Warp(info.mma.clone()?), layout: FragLayout::choose(m, n, w)? });
        match (aty.dtype.scalar()?, bty.dtype.scalar()?, rty.dtype.scalar()?) {
            (Scalar::F16, Scalar::F16, Scalar::F32) | (Scalar::BF16, Scalar::BF16, Scalar::F32) if k % 16 == 0 => {}
            // f16 accumulation and tf32 operands take the warp-level MMA (m16n8k16 f16, m16n8k8).
            (Scalar::F16, Scalar::F16, Scalar::F16) if k % 16 == 0 => return warp_level(),
            (Scalar::F32, Scalar::F32, Scalar::F32) if k % 8 == 0 && self.dot_allows_tf32(r) => return warp_level(),
            // int8 operands arrive widened to i32 by the front end; the MMA reads the int8 tiles.
            (Scalar::I32, Scalar::I32, Scalar::I32)
                if k % 32 == 0 && self.narrow_i8(a).is_some() && self.narrow_i8(b).is_some() =>
            {
                return warp_level()
            }
            _ => return None,
        }
        if let Some(wg) = &info.wgmma {
            let layout = FragLayout { m, n, wm: w, wn: 1 };
            let fits = w % 4 == 0
                && m % (16 * w) == 0
                && n <= wg.max_n
                && swizzle_bytes(k).is_some()
                && swizzle_bytes(n).is_some();
            if fits && layout.slots() <= MAX_FRAG_SLOTS {
                return Some(MmaPlan { engine: Engine::WarpGroup(wg.clone()), layout });
            }
        }
        warp_level()
    }

    /// The int8 tile `v` widens, when `v` is `x.to(int32)` of one.
    pub(crate) fn narrow_i8(&self, v: ValueId) -> Option<ValueId> {
        match self.defs.get(&v).map(|o| &o.kind) {
            Some(OpKind::Cast(x)) if self.f.ty(*x).dtype.scalar() == Some(Scalar::I8) => Some(*x),
            _ => None,
        }
    }

    /// Whether dot `r` may round its f32 operands to tf32 (`input_precision`).
    fn dot_allows_tf32(&self, r: ValueId) -> bool {
        matches!(self.defs.get(&r).map(|o| &o.kind), Some(OpKind::Dot { tf32: true, .. }))
    }

    /// The operands of `o` when it is a dot on the warp-group engine.
    pub(crate) fn warp_group_dot(&self, o: &Op) -> Option<(ValueId, ValueId)> {
        let OpKind::Dot { a, b, .. } = o.kind else { return None };
        matches!(self.mma_for(o.results[0], a, b)?.engine, Engine::WarpGroup(_)).then_some((a, b))
    }

    /// The staging of a warp-group dot's operands. B given as trans(x) of a row-major [N, K]
    /// tile is staged from x as it is (K-major), so its loads stay contiguous; otherwise B is
    /// [K, N] with N contiguous (MN-major).
    pub(crate) fn wgmma_staging(&self, a: ValueId, b: ValueId) -> Option<WgmmaStaging> {
        let (k, n) = (self.f.ty(a).shape[1], self.f.ty(b).shape[1]);
        let sa = swizzle_bytes(k)?;
        Some(match self.defs.get(&b).map(|o| &o.kind) {
            Some(OpKind::Permute(x, perm))
                if perm == &vec![1, 0] && !matches!(self.vals.get(&b), Some(Lowered::Buffer(_))) =>
            {
                WgmmaStaging { a, sa, b: *x, sb: sa, b_kmajor: true }
            }
            _ => WgmmaStaging { a, sa, b, sb: swizzle_bytes(n)?, b_kmajor: false },
        })
    }

    /// How the dot `o` reads ring stages, when its operands may come from an async-copy ring:
    /// a warp-group dot as `wgmma_staging`; a warp-level one with 16-bit operands reads A
    /// [M, K] and B [K, N] row-major with `ldmatrix` from stages swizzled by their row widths.
    /// `warp_level` picks which of the two kinds is asked for.
    pub(crate) fn ring_staging(&self, o: &Op, warp_level: bool) -> Option<WgmmaStaging> {
        if !warp_level {
            return self.warp_group_dot(o).and_then(|(a, b)| self.wgmma_staging(a, b));
        }
        let OpKind::Dot { a, b, .. } = o.kind else { return None };
        let Engine::Warp(_) = self.mma_for(o.results[0], a, b)?.engine else { return None };
        let (aty, bty) = (self.f.ty(a), self.f.ty(b));
        let sixteen = |t: &Type| matches!(t.dtype.scalar(), Some(Scalar::F16 | Scalar::BF16));
        if !sixteen(aty) || !sixteen(bty) || self.transposed_source(b).is_some() {
            return None;
        }
        Some(WgmmaStaging { a, sa: swizzle_bytes(aty.shape[1])?, b, sb: swizzle_bytes(bty.shape[1])?, b_kmajor: false })
    }

    /// The async-copy ring for loop `op`, when the target has async copies and some warp-group
    /// dot of the body reads an operand that only pipelined loads produce (see `AsyncRing`).
    pub(crate) fn async_ring_for(&self, op: &Op) -> Option<AsyncRing> {
        self.simt.as_ref()?.async_copy.as_ref()?;
        let OpKind::For { inits, body, .. } = &op.kind else { return None };
        let args = &body.args[1..];
        let ys = body.yielded();
        let once = |v: ValueId| {
            let u = self.uses.get(v);
            u.users.len() == 1 && !u.nested
        };
        // A staged tile may be read by several warp-group dots of the body (directly, or as B
        // through a transpose) if they all see it with the same swizzle: one ring operand.
        // Warp-level dots take a ring only in a body without warp-group ones.
        let warp_level = !body.ops.iter().any(|o| self.warp_group_dot(o).is_some());
        let stagings: Vec<Option<WgmmaStaging>> = body.ops.iter().map(|o| self.ring_staging(o, warp_level)).collect();
        let reads_staged = |u: usize, c: ValueId| stagings[u].is_some_and(|st| st.a == c || st.b == c);
        let dot_readers_only = |c: ValueId| {
            let u = self.uses.get(c);
            !u.nested
                && u.users.iter().all(|&i| {
                    reads_staged(i, c)
                        || matches!(&body.ops[i].kind, OpKind::Permute(x, p) if *x == c && p == &vec![1, 0]) && {
                            let t = self.uses.get(body.ops[i].results[0]);
                            !t.nested && t.users.iter().all(|&j| stagings[j].is_some_and(|st| st.b == c))
                        }
                })
        };
        let mut dots: Vec<RingDot> = vec![];
        let mut taken: Vec<ValueId> = vec![];
        for (o, st) in body.ops.iter().zip(&stagings) {
            let Some(st) = *st else { continue };
            let y = o.results[0];
            let mut operands = vec![];
            let mut shared = vec![];
            for (src, swizzle) in [(st.a, st.sa), (st.b, st.sb)] {
                if taken.contains(&src) {
                    let owner = dots.iter().flat_map(|d| d.operands.iter()).find(|o| o.chain[0] == src);
                    if owner.is_some_and(|o| o.swizzle == swizzle) {
                        shared.push(src);
                    }
                    continue;
                }
                let Some((chain, next, inits)) = carried_chain(args, ys, inits, src) else { continue };
                let fits = !chain.iter().any(|c| taken.contains(c))
                    && chain.iter().enumerate().all(|(i, c)| if i == 0 { dot_readers_only(*c) } else { once(*c) })
                    && once(next)
                    && self.async_copyable(next)
                    && inits.iter().all(|i| once(*i) && self.async_copyable(*i));
                if fits {
                    taken.extend(chain.iter().copied());
                    operands.push(RingOperand { chain, inits, next, swizzle, base: 0, stage: 0 });
                }
            }
            if !operands.is_empty() || (!shared.is_empty() && !dots.is_empty()) {
                dots.push(RingDot { dot: y, operands, shared });
            }
        }
        let depth = dots.first()?.operands[0].chain.len() as i64;
        let mut ring = AsyncRing { depth, dots, tma: false, bars: 0, vectors: vec![] };
        let even = ring.operands().all(|o| o.chain.len() as i64 == depth);
        ring.tma = self.info().tensor_copy.is_some()
            && !warp_level
            && ring.operands().all(|o| {
                std::iter::once(o.next)
                    .chain(o.inits.iter().copied())
                    .all(|v| self.tensor_copy_of(v, o.swizzle).is_some())
            });
        if !ring.tma {
            // Read only where a dot from the ring's first on is combined with it (lazily, through
            // single-use shape and element-wise ops): after that dot's wait for the copies.
            let first = body.ops.iter().position(|o| o.results.first() == Some(&ring.dots[0].dot))?;
            let after_dot = crate::passes::combine::dot_results_from(&body.ops, first);
            let readers = crate::passes::combine::readers(&body.ops);
            let after_first = |c: ValueId| {
                !self.uses.get(c).nested
                    && crate::passes::combine::combined_with_dot(&body.ops, &readers, &after_dot, c, 0)
            };
            for src in args {
                if taken.contains(src) || self.f.ty(*src).shape.len() != 1 || !after_first(*src) {
                    continue;
                }
                let Some((chain, next, inits)) = carried_chain(args, ys, inits, *src) else { continue };
                if chain.len() as i64 == depth
                    && chain[1..].iter().all(|c| once(*c))
                    && once(next)
                    && self.vector_copy_lanes(next).is_some()
                    && inits.iter().all(|i| once(*i) && self.vector_copy_lanes(*i).is_some())
                {
                    taken.extend(chain.iter().copied());
                    ring.vectors.push(RingOperand { chain, inits, next, swizzle: 0, base: 0, stage: 0 });
                }
            }
        }
        even.then_some(ring)
    }

    /// Elements per async copy of one-dimensional load `v` (4, 8 or 16 bytes each): contiguous,
    /// aligned, dividing its length, unmasked or masked per copy, zero where masked off.
    fn vector_copy_lanes(&self, v: ValueId) -> Option<i64> {
        let Some(OpKind::Load { ptr, mask, other }) = self.defs.get(&v).map(|o| &o.kind) else { return None };
        let ty = self.f.ty(v);
        let eb = ty.dtype.scalar().map(|s| s.mem_bytes() as i64)?;
        if ty.shape.len() != 1 || !matches!(eb, 2 | 4) || other.is_some_and(|o| !self.is_zero(o, 0)) {
            return None;
        }
        let pi = self.axis.get(*ptr);
        let mut lanes = (16 / eb).min(pi.contiguity).min(pi.divisibility / eb).min(ty.shape[0]);
        if let Some(m) = mask {
            lanes = lanes.min(self.axis.get(*m).constancy);
        }
        while lanes > 1 && (lanes & (lanes - 1) != 0 || ty.shape[0] % lanes != 0) {
            lanes /= 2;
        }
        (lanes * eb >= 4).then_some(lanes)
    }

    /// Whether load `v` can be copied into a swizzled stage in 16-byte pieces: a 2-D tile of
    /// 16-bit elements whose rows split into aligned, contiguous, equally masked 8-element
    /// groups, zero where masked off.
    fn async_copyable(&self, v: ValueId) -> bool {
        let Some(OpKind::Load { ptr, mask, other }) = self.defs.get(&v).map(|o| &o.kind) else { return false };
        let ty = self.f.ty(v);
        ty.shape.len() == 2
            && ty.dtype.scalar().is_some_and(|s| s.mem_bytes() == 2)
            && ty.shape[1] % 8 == 0
            && self.access_vec(*ptr, None, self.f.ty(*ptr)) >= 8
            && mask.is_none_or(|m| self.masks_prefixes(m, 8, 0))
            && other.is_none_or(|o| self.is_zero(o, 0))
    }

    /// Whether mask `m`, in every aligned group of `lanes` elements along its last dimension, is
    /// on for a leading run of the group and off after it: an `and` of comparisons that are
    /// constant over a group, or bound a contiguous index from above (`offs + arange < n`, the
    /// ragged edge of a descriptor or a `K` mask). An async copy reads such a group with a byte
    /// count and zero-fills the rest, as the copy engines do at a tensor's edge.
    pub(crate) fn masks_prefixes(&self, m: ValueId, lanes: i64, depth: usize) -> bool {
        if self.axis.get(m).constancy >= lanes {
            return true;
        }
        if depth > 16 {
            return false;
        }
        match self.defs.get(&m).map(|o| &o.kind) {
            Some(OpKind::Bin(BinOp::And, a, b)) => {
                self.masks_prefixes(*a, lanes, depth + 1) && self.masks_prefixes(*b, lanes, depth + 1)
            }
            Some(OpKind::Broadcast(a) | OpKind::ExpandDims(a, _)) => self.masks_prefixes(*a, lanes, depth + 1),
            Some(OpKind::Cmp(o, a, b)) => self.upper_bound(*o, *a, *b, lanes).is_some(),
            _ => false,
        }
    }

    /// For `index < bound` (or `<=`, or the mirrored `>`/`>=`) with a signed index contiguous over
    /// groups of `lanes` and a bound constant over them: (index, bound, inclusive).
    fn upper_bound(&self, o: CmpOp, a: ValueId, b: ValueId, lanes: i64) -> Option<(ValueId, ValueId, bool)> {
        let (x, y, inclusive) = match o {
            CmpOp::Lt => (a, b, false),
            CmpOp::Le => (a, b, true),
            CmpOp::Gt => (b, a, false),
            CmpOp::Ge => (b, a, true),
            _ => return None,
        };
        let signed = matches!(self.f.ty(x).dtype.scalar(), Some(Scalar::I32 | Scalar::I64));
        let (xi, yi) = (self.axis.get(x), self.axis.get(y));
        (signed && xi.contiguity >= lanes && xi.divisibility >= lanes && yi.constancy >= lanes)
            .then_some((x, y, inclusive))
    }

    /// How many elements of `group` (consecutive along the last dimension, aligned) mask `m`
    /// keeps, as an i32, for a mask `masks_prefixes` accepted.
    pub(crate) fn kept_lanes(&mut self, m: ValueId, group: &[Vec<String>]) -> Result<String, String> {
        let lanes = group.len() as i64;
        let idx = group[0].clone();
        let uniform = self.axis.get(m).constancy >= lanes;
        let lazy = matches!(self.vals.get(&m), Some(Lowered::Lazy));
        let kind = self.defs.get(&m).map(|o| o.kind.clone());
        match kind {
            _ if uniform => {
                let on = self.elem(m, &idx)?;
                let all = self.assign(&format!("arith.constant {lanes} : i32"));
                let none = self.assign("arith.constant 0 : i32");
                Ok(self.assign(&format!("arith.select {on}, {all}, {none} : i32")))
            }
            // Computed already (kept in registers or memory): count the group's kept elements.
            _ if !lazy => {
                let mut n = self.assign("arith.constant 0 : i32");
                for gi in group {
                    let on = self.elem(m, gi)?;
                    let one = self.assign(&format!("arith.extui {on} : i1 to i32"));
                    n = self.assign(&format!("arith.addi {n}, {one} : i32"));
                }
                Ok(n)
            }
            Some(OpKind::Bin(BinOp::And, a, b)) => {
                let x = self.kept_lanes(a, group)?;
                let y = self.kept_lanes(b, group)?;
                Ok(self.assign(&format!("arith.minsi {x}, {y} : i32")))
            }
            Some(OpKind::Broadcast(a)) => {
                let src = self.f.ty(a).shape.clone();
                let c0 = self.index(0);
                let map = |i: &Vec<String>| -> Vec<String> {
                    src.iter().zip(i).map(|(d, x)| if *d == 1 { c0.clone() } else { x.clone() }).collect()
                };
                let sub: Vec<Vec<String>> = group.iter().map(map).collect();
                self.kept_lanes(a, &sub)
            }
            Some(OpKind::ExpandDims(a, ax)) => {
                let sub: Vec<Vec<String>> = group
                    .iter()
                    .map(|i| {
                        let mut s = i.clone();
                        s.remove(ax);
                        s
                    })
                    .collect();
                self.kept_lanes(a, &sub)
            }
            Some(OpKind::Cmp(o, a, b)) => {
                let (x, y, inclusive) =
                    self.upper_bound(o, a, b, lanes).ok_or_else(|| format!("internal: mask {m} is no bound"))?;
                let s = self.f.ty(x).dtype.scalar().unwrap();
                let t = scalar_type(s);
                let (xv, yv) = (self.elem(x, &idx)?, self.elem(y, &idx)?);
                let mut room = self.assign(&format!("arith.subi {yv}, {xv} : {t}"));
                if inclusive {
                    let one = self.constant(Const::Int(1), s);
                    room = self.assign(&format!("arith.addi {room}, {one} : {t}"));
                }
                let (zero, all) = (self.constant(Const::Int(0), s), self.constant(Const::Int(lanes), s));
                let room = self.assign(&format!("arith.maxsi {room}, {zero} : {t}"));
                let room = self.assign(&format!("arith.minsi {room}, {all} : {t}"));
                Ok(if s == Scalar::I32 { room } else { self.assign(&format!("arith.trunci {room} : {t} to i32")) })
            }
            _ => Err(format!("internal: mask {m} is not a bound on a copy group")),
        }
    }

    pub(crate) fn is_zero(&self, v: ValueId, depth: usize) -> bool {
        match self.defs.get(&v).map(|o| &o.kind) {
            Some(OpKind::Const(Const::Int(0))) => true,
            Some(OpKind::Const(Const::Float(x))) => *x == 0.0,
            Some(OpKind::Splat(x) | OpKind::Broadcast(x) | OpKind::Cast(x)) if depth < 8 => self.is_zero(*x, depth + 1),
            _ => false,
        }
    }

    /// Reserve the ring's stages and copy the tiles of the first `depth` iterations into
    /// stages 0 .. depth, one copy group per iteration; returns the ring with its offsets.
    pub(crate) fn open_ring(&mut self, ring: &AsyncRing) -> Result<AsyncRing, String> {
        let mut ring = ring.clone();
        let stages = ring.stages();
        for o in ring.dots.iter_mut().flat_map(|d| d.operands.iter_mut()) {
            let ty = self.f.ty(o.next);
            o.stage = (ty.numel() * 2 + SWIZZLE_ALIGN - 1) / SWIZZLE_ALIGN * SWIZZLE_ALIGN;
            o.base = self.smem_reserve(o.stage * stages, SWIZZLE_ALIGN);
        }
        if ring.tma {
            ring.bars = self.smem_reserve(stages * 8, 8);
            let tc = self.info().tensor_copy.clone().unwrap();
            let bars: Vec<String> = (0..stages)
                .map(|s| {
                    let o = self.index(ring.bars + 8 * s);
                    self.smem_addr32(&o)
                })
                .collect();
            self.if_first_thread(None, &mut |l| {
                for b in &bars {
                    l.inline_asm(&tc.init, "r", std::slice::from_ref(b), &["i32".into()], None);
                }
                l.inline_asm(&tc.init_fence, "", &[], &[], None);
            });
            // The stages may hold what earlier code stored there: ordered before the engine's writes.
            let fence = self.info().wgmma.as_ref().unwrap().proxy_fence.clone();
            self.inline_asm(&fence, "", &[], &[], None);
            self.sync();
            for j in 0..ring.depth {
                let loads: Vec<(RingOperand, ValueId)> =
                    ring.operands().map(|o| (o.clone(), o.inits[j as usize])).collect();
                let stage = self.assign(&format!("arith.constant {j} : i32"));
                self.tma_fill(&ring, &loads, &stage)?;
            }
            return Ok(ring);
        }
        for o in ring.vectors.iter_mut() {
            let ty = self.f.ty(o.next);
            let eb = ty.dtype.scalar().map_or(4, |s| s.mem_bytes() as i64);
            o.stage = (ty.numel() * eb + 15) / 16 * 16;
            o.base = self.smem_reserve(o.stage * stages, 16);
        }
        for j in 0..ring.depth as usize {
            for o in ring.operands().cloned().collect::<Vec<_>>() {
                let base = self.index(o.base + j as i64 * o.stage);
                self.copy_into_stage(o.inits[j], &base, o.swizzle)?;
            }
            for o in ring.vectors.clone() {
                let base = self.index(o.base + j as i64 * o.stage);
                self.copy_vector_into_stage(o.inits[j], &base)?;
            }
            self.async_commit();
        }
        Ok(ring)
    }

    /// Copy one-dimensional load `v` into the plain stage at byte offset `base` (an index
    /// value), `vector_copy_lanes` elements per copy; masked-off copies write zeros.
    fn copy_vector_into_stage(&mut self, v: ValueId, base: &str) -> Result<(), String> {
        let Some(OpKind::Load { ptr, mask, .. }) = self.defs.get(&v).map(|o| o.kind.clone()) else {
            return Err(format!("internal: ring vector {v} is not a load"));
        };
        let lanes = self.vector_copy_lanes(v).ok_or("internal: ring vector not copyable")?;
        let ty = self.f.ty(v).clone();
        let eb = ty.dtype.scalar().map_or(4, |s| s.mem_bytes() as i64);
        let asm = self.info().async_copy.as_ref().unwrap().copy_zero_if.replace("{n}", &(lanes * eb).to_string());
        let pt = self.ptr_ty.clone();
        self.simt_each_element(&ty.shape, lanes as u32, &mut |l, idx| {
            if l.group.as_ref().is_some_and(|g| g[0] != idx) {
                return Ok(());
            }
            let src = l.elem(ptr, idx)?;
            let dst = l.vector_stage_ptr(base, &idx[0], eb);
            let off = match mask {
                Some(m) => {
                    let on = l.elem(m, idx)?;
                    let t = l.assign("arith.constant true");
                    l.assign(&format!("arith.xori {on}, {t} : i1"))
                }
                None => l.assign("arith.constant false"),
            };
            let tys = ["!llvm.ptr<3>".to_string(), pt.clone(), "i1".to_string()];
            l.inline_asm(&asm, "l,l,b", &[dst, src, off], &tys, None);
            Ok(())
        })
    }

    /// Element `i` (an index value) of a vector stage at byte offset `base`.
    fn vector_stage_ptr(&mut self, base: &str, i: &str, eb: i64) -> String {
        let e = self.index(eb);
        let o = self.assign(&format!("arith.muli {i}, {e} : index"));
        self.stage_ptr(base, &o)
    }

    /// `%smem` + `base` + `off` (index values), the stage base added last: summed with the
    /// in-tile offset first, LLVM turns the disjoint add into an `or`, which ptxas cannot fold
    /// into an address, and the per-thread part could not be hoisted out of the loop.
    fn stage_ptr(&mut self, base: &str, off: &str) -> String {
        let o32 = self.assign(&format!("arith.index_cast {off} : index to i32"));
        let b32 = self.assign(&format!("arith.index_cast {base} : index to i32"));
        let p = self.assign(&format!("llvm.getelementptr %smem[{o32}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"));
        self.assign(&format!("llvm.getelementptr {p}[{b32}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"))
    }

    /// Element `idx` of ring vector `v` (a `chain[0]` of the active ring) in this iteration's
    /// stage; None when `v` is no ring vector.
    pub(crate) fn ring_vector_elem(&mut self, v: ValueId, idx: &[String]) -> Option<String> {
        let ring = self.active_ring.as_ref()?;
        let (o, stages) = (ring.vectors.iter().find(|o| o.chain[0] == v)?.clone(), ring.stages());
        let ty = self.f.ty(v).clone();
        let eb = ty.dtype.scalar().map_or(4, |s| s.mem_bytes() as i64);
        let base = self.ring_stage(&o, stages, 0);
        let p = self.vector_stage_ptr(&base, &idx[0], eb);
        let et = self.ety(&ty.dtype);
        Some(self.assign(&format!("llvm.load {p} : !llvm.ptr<3> -> {et}")))
    }

    /// Load `v` as a block the copy engine can fetch into a stage of `swizzle`-byte rows: its
    /// descriptor read, the pipelining guard its mask ends with (the iteration exists), and the
    /// hidden parameter holding the descriptor's tensor map.
    fn tensor_copy_of(&self, v: ValueId, swizzle: i64) -> Option<(TensorRead, ValueId, ValueId)> {
        let read = self.f.tensor_reads.get(&v)?;
        let ty = self.f.ty(v);
        let (_, _, sw) = crate::passes::descriptors::tma_box(&ty.shape, 2)?;
        if sw as i64 != swizzle || ty.dtype.scalar().map(|s| s.mem_bytes()) != Some(2) {
            return None;
        }
        let hidden = crate::passes::descriptors::tensor_map_param(&read.desc);
        let param = match self.f.params.iter().find(|p| p.name == hidden) {
            Some(p) => p.value,
            None => self.made_tensor_map(&read.desc)?,
        };
        let Some(OpKind::Load { mask: Some(m), .. }) = self.defs.get(&v).map(|o| &o.kind) else { return None };
        let splat_of = |x: &ValueId| match self.defs.get(x).map(|o| &o.kind) {
            Some(OpKind::Splat(g)) if self.f.ty(*g).shape.is_empty() => Some(*g),
            _ => None,
        };
        let guard = match self.defs.get(m).map(|o| &o.kind) {
            Some(OpKind::Bin(BinOp::And, _, y)) => splat_of(y)?,
            _ => splat_of(m)?,
        };
        Some((read.clone(), guard, param))
    }

    /// The address value of the tensor map named `name` the kernel makes on the device.
    fn made_tensor_map(&self, name: &str) -> Option<ValueId> {
        self.defs.values().find_map(|o| match &o.kind {
            OpKind::MakeTensorMap { name: n, .. } if n == name => o.results.first().copied(),
            _ => None,
        })
    }

    /// Write the tensor map `op` (`OpKind::MakeTensorMap`) describes into this program's slot of
    /// the global scratch and make it visible to the copy engine; returns the map's generic
    /// address. Warp 0 zeroes a 128-byte shared buffer, thread 0 sets the fields there (each
    /// field write to global memory would be a round trip), the warp copies it out with a
    /// release of the tensor-map proxy, and acquires it for its copies (thread 0 issues them).
    pub(crate) fn make_tensor_map(&mut self, op: &Op) -> Result<String, String> {
        use crate::passes::descriptors::{scratch_bytes, tma_box, SCRATCH_PARAM, TENSOR_MAP_BYTES};
        let OpKind::MakeTensorMap { base, shape, strides, block, slot, .. } = &op.kind else {
            return Err("internal: not a tensor map".into());
        };
        let tc = self.info().tensor_copy.clone().ok_or("internal: a tensor map on a target without a copy engine")?;
        let scratch =
            self.f.params.iter().find(|p| p.name == SCRATCH_PARAM).ok_or("internal: no global scratch")?.value;
        let elem = self.f.ty(*base).dtype.pointee().and_then(|d| d.scalar()).ok_or("internal: tensor map base")?;
        let (box_cols, box_rows, swizzle) =
            tma_box(block, elem.mem_bytes()).ok_or("internal: a tensor map for a block TMA cannot copy")?;
        if shape.len() != 2 || strides.len() != 1 {
            return Err("internal: tensor maps are made for 2-D descriptors only".into());
        }
        // PTX's element-type and swizzle codes
        let elem_code = match elem {
            Scalar::F16 => 6,
            Scalar::BF16 => 10,
            _ => 1,
        };
        let swizzle_code = match swizzle {
            32 => 1,
            64 => 2,
            _ => 3,
        };
        let i64c = |l: &mut Self, v: u64| l.assign(&format!("arith.constant {v} : i64"));
        let wide = |l: &mut Self, x: &str| l.assign(&format!("arith.extui {x} : i32 to i64"));
        // program (x, y, z)'s slots follow those of the programs before it, x fastest
        let (p0, p1, p2) = (wide(self, "%pid0"), wide(self, "%pid1"), wide(self, "%pid2"));
        let (n0, n1) = (wide(self, "%nprog0"), wide(self, "%nprog1"));
        let zy = self.assign(&format!("arith.muli {p2}, {n1} : i64"));
        let zy = self.assign(&format!("arith.addi {zy}, {p1} : i64"));
        let lin = self.assign(&format!("arith.muli {zy}, {n0} : i64"));
        let lin = self.assign(&format!("arith.addi {lin}, {p0} : i64"));
        let per = i64c(self, scratch_bytes(self.f));
        let off = self.assign(&format!("arith.muli {lin}, {per} : i64"));
        let at = i64c(self, *slot as u64 * TENSOR_MAP_BYTES);
        let off = self.assign(&format!("arith.addi {off}, {at} : i64"));
        let pt = self.ptr_ty.clone();
        let scr = self.elem(scratch, &[])?;
        let map = self.assign(&format!("llvm.getelementptr {scr}[{off}] : ({pt}, i64) -> {pt}, i8"));
        let map64 = self.assign(&format!("llvm.ptrtoint {map} : {pt} to i64"));
        let b = self.elem(*base, &[])?;
        let b64 = self.assign(&format!("llvm.ptrtoint {b} : {pt} to i64"));
        let (rows, cols) = (self.elem(shape[0], &[])?, self.elem(shape[1], &[])?);
        let stride = self.elem(strides[0], &[])?;
        let eb = i64c(self, elem.mem_bytes() as u64);
        let pitch = self.assign(&format!("arith.muli {stride}, {eb} : i64"));
        // innermost dimension first: ordinal 0 is the columns
        let field = |name: &str, bits: u32, ord: Option<u32>, val: &str| {
            tc.map_field
                .replace("{field}", name)
                .replace("{bits}", &bits.to_string())
                .replace("{ord}", &ord.map_or(String::new(), |o| format!("{o}, ")))
                .replace("{val}", val)
        };
        let fields = [
            field("global_address", 64, None, "$1"),
            field("rank", 32, None, "1"),
            field("box_dim", 32, Some(0), &box_cols.to_string()),
            field("box_dim", 32, Some(1), &box_rows.to_string()),
            field("global_dim", 32, Some(0), "$2"),
            field("global_dim", 32, Some(1), "$3"),
            field("global_stride", 64, Some(0), "$4"),
            field("element_stride", 32, Some(0), "1"),
            field("element_stride", 32, Some(1), "1"),
            field("elemtype", 32, None, &elem_code.to_string()),
            field("swizzle_mode", 32, None, &swizzle_code.to_string()),
        ]
        .join(" ");
        let buf = self.smem_reserve(TENSOR_MAP_BYTES as i64, TENSOR_MAP_BYTES as i64);
        let staged = self.index(buf);
        let staged = self.smem_addr32(&staged);
        let lanes = TENSOR_MAP_BYTES as i64 / 4;
        let (zero, four) = (self.assign("arith.constant 0 : i32"), self.index(4));
        self.if_threads_below(lanes, None, &mut |l| {
            // fields left unset must read as zero
            let word = l.assign(&format!("arith.muli %tidx, {four} : index"));
            let o = l.index(buf);
            let o = l.assign(&format!("arith.addi {o}, {word} : index"));
            let o = l.assign(&format!("arith.index_cast {o} : index to i32"));
            let p = l.assign(&format!("llvm.getelementptr %smem[{o}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"));
            l.line(&format!("llvm.store {zero}, {p} : i32, !llvm.ptr<3>"));
            l.inline_asm(&tc.warp_sync, "", &[], &[], None);
            l.if_threads_below(1, None, &mut |t| {
                let args = [staged.clone(), b64.clone(), cols.clone(), rows.clone(), pitch.clone()];
                let tys: Vec<String> = ["i32", "i64", "i32", "i32", "i64"].iter().map(|t| t.to_string()).collect();
                t.inline_asm(&fields, "r,l,r,r,l", &args, &tys, None);
            });
            l.inline_asm(&tc.warp_sync, "", &[], &[], None);
            let args = [map64.clone(), staged.clone()];
            l.inline_asm(&tc.map_publish, "l,r", &args, &["i64".into(), "i32".into()], None);
            l.inline_asm(&tc.map_acquire, "l", std::slice::from_ref(&map64), &["i64".into()], None);
        });
        self.smem.free(buf);
        Ok(map)
    }

    /// A 32-bit shared-memory address for byte offset `off` (an index value) of `%smem`.
    fn smem_addr32(&mut self, off: &str) -> String {
        let o = self.assign(&format!("arith.index_cast {off} : index to i32"));
        let p = self.assign(&format!("llvm.getelementptr %smem[{o}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"));
        self.assign(&format!("llvm.ptrtoint {p} : !llvm.ptr<3> to i32"))
    }

    /// `body` run by thread 0 only (and only where `cond`, an i1, holds).
    fn if_first_thread(&mut self, cond: Option<&str>, body: &mut dyn FnMut(&mut Self)) {
        self.if_threads_below(1, cond, body)
    }

    /// `body` run by threads 0 to `n - 1` only (and only where `cond`, an i1, holds).
    fn if_threads_below(&mut self, n: i64, cond: Option<&str>, body: &mut dyn FnMut(&mut Self)) {
        let n = self.index(n);
        let mut c = self.assign(&format!("arith.cmpi ult, %tidx, {n} : index"));
        if let Some(g) = cond {
            c = self.assign(&format!("arith.andi {c}, {g} : i1"));
        }
        self.line(&format!("scf.if {c} {{"));
        self.indent += 1;
        self.memo.push(Default::default());
        body(self);
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
    }

    /// The tiles `loads` (ring operand, load) of one iteration fetched by the copy engine into
    /// ring stage `stage` (an i32 value), completing on that stage's barrier. Thread 0 issues
    /// them, where the iteration exists.
    fn tma_fill(&mut self, g: &AsyncRing, loads: &[(RingOperand, ValueId)], stage: &str) -> Result<(), String> {
        let tc = self.info().tensor_copy.clone().unwrap();
        let si = self.assign(&format!("arith.index_cast {stage} : i32 to index"));
        let mut guard: Option<String> = None;
        let mut copies: Vec<[String; 5]> = vec![];
        let mut bytes = 0;
        for (o, v) in loads {
            let (read, gv, param) =
                self.tensor_copy_of(*v, o.swizzle).ok_or("internal: ring tile is not a descriptor block")?;
            let gv = self.elem(gv, &[])?;
            guard = Some(match guard {
                None => gv,
                Some(x) => self.assign(&format!("arith.andi {x}, {gv} : i1")),
            });
            let tp = self.elem(param, &[])?;
            let pt = self.ptr_ty.clone();
            let tmap = self.assign(&format!("llvm.ptrtoint {tp} : {pt} to i64"));
            let ty = self.f.ty(*v).clone();
            let (rows, cols) = (ty.shape[0], ty.shape[1]);
            let (box_cols, _, sw) = crate::passes::descriptors::tma_box(&ty.shape, 2).unwrap();
            bytes += rows * cols * 2;
            let mut at = vec![];
            for off in &read.offsets {
                let x = self.elem(*off, &[])?;
                at.push(match self.f.ty(*off).dtype.scalar() {
                    Some(Scalar::I64) | Some(Scalar::U64) => self.assign(&format!("arith.trunci {x} : i64 to i32")),
                    _ => x,
                });
            }
            let cs = self.index(o.stage);
            let so = self.assign(&format!("arith.muli {si}, {cs} : index"));
            for p in 0..cols / box_cols as i64 {
                let b = self.index(o.base + p * rows * sw as i64);
                let off = self.assign(&format!("arith.addi {b}, {so} : index"));
                let dst = self.smem_addr32(&off);
                let c = self.assign(&format!("arith.constant {} : i32", p * box_cols as i64));
                let col = self.assign(&format!("arith.addi {}, {c} : i32", at[1]));
                copies.push([dst, tmap.clone(), col, at[0].clone(), String::new()]);
            }
        }
        let bar = self.stage_barrier(g, &si);
        let n = self.assign(&format!("arith.constant {bytes} : i32"));
        self.if_first_thread(guard.as_deref(), &mut |l| {
            l.inline_asm(&tc.expect, "r,r", &[bar.clone(), n.clone()], &["i32".into(), "i32".into()], None);
            for [dst, tmap, c0, c1, _] in &copies {
                let args = [dst.clone(), tmap.clone(), c0.clone(), c1.clone(), bar.clone()];
                let tys: Vec<String> = ["i32", "i64", "i32", "i32", "i32"].iter().map(|t| t.to_string()).collect();
                l.inline_asm(&tc.copy_2d, "r,l,r,r,r", &args, &tys, None);
            }
        });
        Ok(())
    }

    /// The 32-bit shared address of the barrier of ring stage `si` (an index value).
    fn stage_barrier(&mut self, g: &AsyncRing, si: &str) -> String {
        let (b, e) = (self.index(g.bars), self.index(8));
        let o = self.assign(&format!("arith.muli {si}, {e} : index"));
        let o = self.assign(&format!("arith.addi {b}, {o} : index"));
        self.smem_addr32(&o)
    }

    /// Wait until this iteration's stage (`stage_parity`) has been filled: its barrier's phase
    /// of parity `ring_phase` has completed.
    fn tma_wait(&mut self, g: &AsyncRing) {
        let tc = self.info().tensor_copy.clone().unwrap();
        let p = self.stage_parity.clone().unwrap();
        let si = self.assign(&format!("arith.index_cast {p} : i32 to index"));
        let bar = self.stage_barrier(g, &si);
        let phase = self.ring_phase.clone().unwrap();
        self.line("scf.while : () -> () {");
        self.indent += 1;
        self.memo.push(Default::default());
        let done =
            self.inline_asm(&tc.try_wait, "=r,r,r", &[bar, phase], &["i32".into(), "i32".into()], Some("i32")).unwrap();
        let z = self.assign("arith.constant 0 : i32");
        let again = self.assign(&format!("arith.cmpi eq, {done}, {z} : i32"));
        self.line(&format!("scf.condition({again})"));
        self.memo.pop();
        self.indent -= 1;
        self.line("} do {");
        self.line("  scf.yield");
        self.line("}");
    }

    /// After a TMA ring's loop: every copy it issued has been waited for; the barriers are
    /// invalidated before their memory is released.
    pub(crate) fn close_tma_ring(&mut self, g: &AsyncRing) {
        let tc = self.info().tensor_copy.clone().unwrap();
        self.sync();
        let bars: Vec<String> = (0..g.stages())
            .map(|s| {
                let o = self.index(g.bars + 8 * s);
                self.smem_addr32(&o)
            })
            .collect();
        self.if_first_thread(None, &mut |l| {
            for b in &bars {
                l.inline_asm(&tc.inval, "r", std::slice::from_ref(b), &["i32".into()], None);
            }
        });
    }

    /// Stage the loop-invariant operands of the body's warp-group dots once, before the loop.
    pub(crate) fn prestage_invariants(&mut self, body: &Block) -> Result<(), String> {
        let inside = defined_in(body);
        for o in &body.ops {
            let Some((a, b)) = self.warp_group_dot(o) else { continue };
            let Some(st) = self.wgmma_staging(a, b) else { continue };
            for (v, swizzle) in [(st.a, st.sa), (st.b, st.sb)] {
                if !inside.contains(&v) && !self.prestaged.contains_key(&v) && self.frag_layout_of(v, 0).is_none() {
                    let base = self.stage_swizzled(v, swizzle, None)?;
                    self.prestaged.insert(v, base);
                    // Ordered before the MMAs by the loop's first barrier.
                    let fence = self.info().wgmma.as_ref().unwrap().proxy_fence.clone();
                    self.inline_asm(&fence, "", &[], &[], None);
                }
            }
        }
        Ok(())
    }

    pub(crate) fn async_commit(&mut self) {
        let commit = self.info().async_copy.as_ref().unwrap().commit.clone();
        self.inline_asm(&commit, "", &[], &[], None);
    }

    pub(crate) fn async_wait(&mut self, pending: i64) {
        let wait = self.info().async_copy.as_ref().unwrap().wait.replace("{n}", &pending.to_string());
        self.inline_asm(&wait, "", &[], &[], None);
    }

    /// Copy load `v`'s tile into the swizzled stage at byte offset `base` (an index value) with
    /// 16-byte async copies; masked-off groups are zero-filled without reading memory.
    fn copy_into_stage(&mut self, v: ValueId, base: &str, swizzle: i64) -> Result<(), String> {
        let Some(OpKind::Load { ptr, mask, .. }) = self.defs.get(&v).map(|o| o.kind.clone()) else {
            return Err(format!("internal: ring tile {v} is not a load"));
        };
        let ty = self.f.ty(v).clone();
        let rows = ty.shape[0];
        let copy = self.info().async_copy.as_ref().unwrap().copy16.clone();
        let copy_zero_if = self.info().async_copy.as_ref().unwrap().copy16_zero_if.clone();
        let pt = self.ptr_ty.clone();
        // Unrolled steps a multiple of the swizzle period (8 rows) apart see the same XOR
        // pattern: a step's address is an earlier one's plus a constant, which ptxas folds into
        // the copy's immediate offset. `period`: steps between steps with the same pattern.
        let per_step = self.info().threads() * 8;
        let rows_per_step = (per_step % ty.shape[1] == 0).then(|| per_step / ty.shape[1]);
        let period = rows_per_step.and_then(|r| (1..=8).find(|k| k * r % 8 == 0));
        let mut firsts: Vec<String> = vec![];
        self.simt_each_element(&ty.shape, 8, &mut |l, idx| {
            if l.group.as_ref().is_some_and(|g| g[0] != idx) {
                return Ok(());
            }
            let src = l.elem(ptr, idx)?;
            let step = l.slot.as_ref().map(|s| s.base as i64 / 8);
            let dst = match (step, rows_per_step, period) {
                (Some(n), Some(r), Some(k)) if n >= k && firsts.len() as i64 == k => {
                    let p = &firsts[(n % k) as usize];
                    let off = l.assign(&format!("arith.constant {} : i32", (n - n % k) * r * swizzle));
                    l.assign(&format!("llvm.getelementptr {p}[{off}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"))
                }
                _ => {
                    let d = l.swizzled_addr(base, &idx[0], &idx[1], rows, swizzle);
                    if step == Some(firsts.len() as i64) {
                        firsts.push(d.clone());
                    }
                    d
                }
            };
            let bytes = match mask {
                None => l.assign("arith.constant 16 : i32"),
                Some(m) if l.axis.get(m).constancy >= 8 => {
                    // The mask is the copy's predicate (a source size chosen by it took ptxas
                    // three more instructions per copy).
                    let on = l.elem(m, idx)?;
                    let t = l.assign("arith.constant true");
                    let off = l.assign(&format!("arith.xori {on}, {t} : i1"));
                    let tys = ["!llvm.ptr<3>".to_string(), pt.clone(), "i1".to_string()];
                    l.inline_asm(&copy_zero_if, "l,l,b", &[dst, src, off], &tys, None);
                    return Ok(());
                }
                Some(m) => {
                    let group = l.group.clone().filter(|g| g.len() == 8).ok_or("internal: copy group of 8")?;
                    let kept = l.kept_lanes(m, &group)?;
                    let two = l.assign("arith.constant 2 : i32");
                    l.assign(&format!("arith.muli {kept}, {two} : i32"))
                }
            };
            l.call_void(&copy, &[dst, src, bytes], &["!llvm.ptr<3>", &pt, "i32"]);
            Ok(())
        })
    }

    /// The ring stage of operand `o` for the iteration `ahead` tiles after this one: its byte
    /// offset as an index value.
    fn ring_stage(&mut self, o: &RingOperand, stages: i64, ahead: i64) -> String {
        let p = self.stage_index(stages, ahead);
        let pi = self.assign(&format!("arith.index_cast {p} : i32 to index"));
        let cs = self.index(o.stage);
        let off = self.assign(&format!("arith.muli {pi}, {cs} : index"));
        let b = self.index(o.base);
        self.assign(&format!("arith.addi {b}, {off} : index"))
    }

    /// The ring stage (an i32 value) of the iteration `ahead` tiles after this one.
    fn stage_index(&mut self, stages: i64, ahead: i64) -> String {
        let p = self.stage_parity.clone().unwrap();
        if ahead == 0 {
            return p;
        }
        let (c, s) = (
            self.assign(&format!("arith.constant {ahead} : i32")),
            self.assign(&format!("arith.constant {stages} : i32")),
        );
        // p < stages and ahead < stages: one conditional subtraction wraps it.
        let q = self.assign(&format!("arith.addi {p}, {c} : i32"));
        let wrap = self.assign(&format!("arith.cmpi uge, {q}, {s} : i32"));
        let back = self.assign(&format!("arith.subi {q}, {s} : i32"));
        self.assign(&format!("arith.select {wrap}, {back}, {q} : i32"))
    }

    /// The accumulator layout `v` can be evaluated in, slot by slot: an accumulator tile, or
    /// an element-wise op over one (other operands read at the slot's row and column).
    pub(crate) fn frag_layout_of(&self, v: ValueId, depth: usize) -> Option<FragLayout> {
        let own = |l: &Lowered| match l {
            Lowered::Frag(_, fl) => Some(*fl),
            _ => None,
        };
        self.slotwise_layout(v, depth, &own, &|a, b| a == b, &|l| vec![l.m, l.n])
    }

    /// A layout `v` can be evaluated in slot by slot: `own`'s layout of a lowered value, or an
    /// element-wise op over such values whose layouts agree (`agree`), of shape `shape(layout)`.
    fn slotwise_layout(
        &self,
        v: ValueId,
        depth: usize,
        own: &dyn Fn(&Lowered) -> Option<FragLayout>,
        agree: &dyn Fn(&FragLayout, &FragLayout) -> bool,
        shape: &dyn Fn(&FragLayout) -> Vec<i64>,
    ) -> Option<FragLayout> {
        if self.denied.contains(&v) {
            return None; // read outside its slots in an earlier attempt
        }
        match self.vals.get(&v) {
            Some(Lowered::Lazy) => {}
            Some(l) => return own(l),
            None => return None,
        }
        let op = self.defs.get(&v)?;
        if depth > 16
            || !matches!(
                op.kind,
                OpKind::Bin(..) | OpKind::Un(..) | OpKind::Cast(_) | OpKind::Select(..) | OpKind::Fma(..)
            )
        {
            return None;
        }
        let mut found: Option<FragLayout> = None;
        for o in op.kind.operands() {
            if let Some(l) = self.slotwise_layout(o, depth + 1, own, agree, shape) {
                if found.is_some_and(|f| !agree(&f, &l)) || self.f.ty(v).shape != shape(&l) {
                    return None;
                }
                found = Some(l);
            }
        }
        found
    }

    /// A row reduction (axis 1) of a tile in an accumulator layout whose warps span whole rows
    /// (`wn == 1`): each lane folds its slots of a row and the four lanes of a quad combine with
    /// shuffles, so every lane holds its rows' results (a row vector; in shared memory once a
    /// reader needs other rows).
    pub(crate) fn frag_reduce_rows(
        &mut self,
        r: ValueId,
        input: ValueId,
        layout: FragLayout,
        kind: ReduceKind,
    ) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let s = self.f.ty(input).dtype.scalar().unwrap();
        let a = Self::acc_scalar(kind, s);
        let vals = match self.vals.get(&input) {
            Some(Lowered::Frag(v, _)) => v.clone(),
            _ => self.frag_vals(input, layout)?,
        };
        let (tm, tn) = layout.tiles();
        let mut rows = vec![];
        for mi in 0..tm as usize {
            for h in 0..2usize {
                let mut cur = self.identity(kind, a);
                for ni in 0..tn as usize {
                    for e in 0..2usize {
                        let x = vals[(mi * tn as usize + ni) * 4 + h * 2 + e].clone();
                        let x = if a != s { self.cast(&x, s, a) } else { x };
                        cur = self.combine(kind, &cur, &x, a);
                    }
                }
                for off in [1, 2] {
                    let other = self.shuffle_xor(&cur, a, off);
                    cur = self.combine(kind, &cur, &other, a);
                }
                let out_s = rty.dtype.scalar().unwrap();
                rows.push(if a != out_s { self.cast(&cur, a, out_s) } else { cur });
            }
        }
        if self.denied.contains(&r) {
            return Ok(Lowered::Buffer(self.rows_to_buffer(&rows, layout, &rty)));
        }
        Ok(Lowered::Rows(rows, layout))
    }

    /// Index values of this lane's rows in `layout` (`wn` 1), in row-slot order: m16 tile mi's
    /// rows `group` and `group + 8`.
    pub(crate) fn row_positions(&mut self, layout: FragLayout) -> Vec<String> {
        let (row0, _, lane) = self.warp_origin(layout);
        let c4 = self.index(4);
        let group = self.assign(&format!("arith.divui {lane}, {c4} : index"));
        let row0 = self.assign(&format!("arith.addi {row0}, {group} : index"));
        let mut out = vec![];
        for mi in 0..layout.tiles().0 {
            for h in 0..2 {
                let ro = self.index(mi * 16 * layout.wm + 8 * h);
                out.push(self.assign(&format!("arith.addi {row0}, {ro} : index")));
            }
        }
        out
    }

    /// Write a row vector to a shared-memory tile (one lane per quad), then a barrier.
    pub(crate) fn rows_to_buffer(&mut self, vals: &[String], layout: FragLayout, ty: &Type) -> String {
        let out = self.alloca(ty);
        self.rows_into(vals, layout, ty, &out);
        self.sync();
        out
    }

    /// Write a row vector's slots into the shared-memory tile `out` (the first lane of each
    /// quad: the four hold the same rows), without a barrier.
    pub(crate) fn rows_into(&mut self, vals: &[String], layout: FragLayout, ty: &Type, out: &str) {
        let pos = self.row_positions(layout);
        let (_, lane) = self.warp_lane(layout);
        let (c4, c0) = (self.index(4), self.index(0));
        let quad = self.assign(&format!("arith.remui {lane}, {c4} : index"));
        let first = self.assign(&format!("arith.cmpi eq, {quad}, {c0} : index"));
        self.line(&format!("scf.if {first} {{"));
        self.indent += 1;
        for (v, row) in vals.iter().zip(&pos) {
            self.store_elem(v, out, std::slice::from_ref(row), ty);
        }
        self.indent -= 1;
        self.line("}");
    }

    /// The row layout `v` can be evaluated in, row slot by row slot: a row vector, or an
    /// element-wise op over one (other operands read at the slot's row).
    pub(crate) fn row_layout_of(&self, v: ValueId, depth: usize) -> Option<FragLayout> {
        let own = |l: &Lowered| match l {
            Lowered::Rows(_, rl) => Some(*rl),
            _ => None,
        };
        self.slotwise_layout(v, depth, &own, &|a, b| rows_compatible(a, *b), &|l| vec![l.m])
    }

    /// The values of row vector `v` at this lane's rows of `layout`.
    pub(crate) fn row_vals(&mut self, v: ValueId, layout: FragLayout) -> Result<Vec<String>, String> {
        if let Some(Lowered::Rows(vals, l)) = self.vals.get(&v) {
            if rows_compatible(l, layout) {
                return Ok(vals.clone());
            }
        }
        let pos = self.row_positions(layout);
        let mut out = vec![];
        for (r, row) in pos.into_iter().enumerate() {
            let saved = self.row_slot.replace((row.clone(), r));
            let e = self.elem(v, &[row]);
            self.row_slot = saved;
            out.push(e?);
        }
        Ok(out)
    }

    /// Stage a 16-bit tile in an accumulator layout for the warp-group engine, in the swizzled
    /// layout of `stage_swizzled`: each lane stores its slot pairs (two adjacent columns).
    fn stage_swizzled_from_frag(&mut self, v: ValueId, layout: FragLayout, swizzle: i64) -> Result<String, String> {
        let ty = self.f.ty(v).clone();
        let (rows, cols) = (ty.shape[0], ty.shape[1]);
        let off = self.smem_reserve(rows * cols * 2, SWIZZLE_ALIGN);
        let base = self.assign(&format!("arith.constant {off} : index"));
        let vals = self.frag_vals(v, layout)?;
        let pos = self.frag_positions(layout);
        let et = self.ety(&ty.dtype);
        for k in (0..vals.len()).step_by(2) {
            let (r, c) = (pos[k].0.clone(), pos[k].1.clone());
            let p = self.swizzled_addr(&base, &r, &c, rows, swizzle);
            self.store_smem_vector(&vals[k..k + 2], &p, &et, 2);
        }
        self.note_smem_write();
        Ok(base)
    }

    /// Index values of this lane's accumulator slots in `layout`, in slot order.
    pub(crate) fn frag_positions(&mut self, layout: FragLayout) -> Vec<(String, String)> {
        let (row0, col0, lane) = self.warp_origin(layout);
        let (c2, c4) = (self.index(2), self.index(4));
        let group = self.assign(&format!("arith.divui {lane}, {c4} : index"));
        let quad = self.assign(&format!("arith.remui {lane}, {c4} : index"));
        let quad2 = self.assign(&format!("arith.muli {quad}, {c2} : index"));
        let row0 = self.assign(&format!("arith.addi {row0}, {group} : index"));
        let col0 = self.assign(&format!("arith.addi {col0}, {quad2} : index"));
        let (tm, tn) = layout.tiles();
        let mut out = vec![];
        for mi in 0..tm {
            for ni in 0..tn {
                for (h, e) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let (ro, co) = (self.index(mi * 16 * layout.wm + 8 * h), self.index(ni * 8 + e));
                    let row = self.assign(&format!("arith.addi {row0}, {ro} : index"));
                    let col = self.assign(&format!("arith.addi {col0}, {co} : index"));
                    out.push((row, col));
                }
            }
        }
        out
    }

    /// The first row (of its first m16 tile) and column of the warp's block in `layout`, and the
    /// lane.
    fn warp_origin(&mut self, layout: FragLayout) -> (String, String, String) {
        let (wl, lane) = self.warp_lane(layout);
        let (c16, cwn, bn) = (self.index(16), self.index(layout.wn), self.index(layout.n / layout.wn));
        let wmi = self.assign(&format!("arith.divui {wl}, {cwn} : index"));
        let wni = self.assign(&format!("arith.remui {wl}, {cwn} : index"));
        let row0 = self.assign(&format!("arith.muli {wmi}, {c16} : index"));
        let col0 = self.assign(&format!("arith.muli {wni}, {bn} : index"));
        (row0, col0, lane)
    }

    /// The warp's block index in `layout` (warps beyond the grid replicate) and the lane.
    fn warp_lane(&mut self, layout: FragLayout) -> (String, String) {
        let ws = self.index(self.info().warp_size as i64);
        let warp = self.assign(&format!("arith.divui %tidx, {ws} : index"));
        let lane = self.assign(&format!("arith.remui %tidx, {ws} : index"));
        let blocks = self.index(layout.wm * layout.wn);
        (self.assign(&format!("arith.remui {warp}, {blocks} : index")), lane)
    }

    /// The values of tile `v` at this lane's accumulator slots.
    pub(crate) fn frag_vals(&mut self, v: ValueId, layout: FragLayout) -> Result<Vec<String>, String> {
        if self.unsettled.contains(&v) {
            self.settle_unsettled();
        }
        if let Some(Lowered::Frag(vals, l)) = self.vals.get(&v) {
            if *l == layout {
                return Ok(vals.clone());
            }
            let (vals, l, ty) = (vals.clone(), *l, self.f.ty(v).clone());
            let b = self.frag_to_buffer(&vals, l, &ty)?;
            self.vals.insert(v, Lowered::Buffer(b));
        }
        let pos = self.frag_positions(layout);
        let mut out = vec![];
        for (k, (i, j)) in pos.iter().enumerate() {
            let idx = vec![i.clone(), j.clone()];
            let saved = self.frag_slot.replace((idx.clone(), k, layout));
            let r = self.elem(v, &idx);
            self.frag_slot = saved;
            out.push(r?);
        }
        Ok(out)
    }

    /// Write accumulator slots to a shared-memory tile that every thread may read.
    pub(crate) fn frag_to_buffer(&mut self, vals: &[String], layout: FragLayout, ty: &Type) -> Result<String, String> {
        let out = self.alloca(ty);
        self.frag_into(vals, layout, ty, &out);
        self.sync();
        Ok(out)
    }

    /// `frag_to_buffer` for a 16-bit tile read back by rows (a store's staging): rows padded by
    /// 16 bytes where that makes their count of 16-byte chunks odd. Each accumulator store
    /// writes the same columns of 8 rows, which fall in the same banks when rows are a multiple
    /// of 128 bytes apart (8-way conflicts in the fp16 epilogue of a 128x256 tile). 32-bit
    /// tiles stay unpadded: as large as a two-stage ring, padding would raise the peak.
    pub(crate) fn frag_to_staging(&mut self, vals: &[String], layout: FragLayout, ty: &Type) -> Result<String, String> {
        let cols = *ty.shape.last().unwrap_or(&1);
        let two_bytes = ty.dtype.scalar().is_some_and(|s| s.mem_bytes() == 2);
        let out = match bank_spread_pitch(cols, 8) {
            pitch if two_bytes && ty.shape.len() == 2 && cols % 8 == 0 && pitch != cols => {
                self.smem_alloc_pitched(ty, pitch)
            }
            _ => self.alloca(ty),
        };
        self.frag_into(vals, layout, ty, &out);
        self.sync();
        Ok(out)
    }

    /// Write accumulator slots into the shared-memory tile `out`, without a barrier.
    pub(crate) fn frag_into(&mut self, vals: &[String], layout: FragLayout, ty: &Type, out: &str) {
        let pos = self.frag_positions(layout);
        for (v, (i, j)) in vals.iter().zip(&pos) {
            self.store_elem(v, out, &[i.clone(), j.clone()], ty);
        }
    }

    /// Wait for the MMAs of a deferred dot before its carried accumulators are read.
    pub(crate) fn settle_unsettled(&mut self) {
        let wait = self.info().wgmma.as_ref().map(|w| w.wait.replace("{n}", "0")).unwrap_or_default();
        self.wait_settling(&wait, vec![]);
    }

    /// `wait_through` for `vals` and for the carried accumulators a deferred dot may still be
    /// writing (an older group, complete after any wait), which become readable.
    fn wait_settling(&mut self, wait: &str, vals: Vec<String>) -> Vec<String> {
        let n_own = vals.len();
        let mut all = vals;
        let mut spans = vec![];
        for v in std::mem::take(&mut self.unsettled) {
            if let Some(Lowered::Frag(uv, l)) = self.vals.get(&v).cloned() {
                spans.push((v, all.len(), uv.len(), l));
                all.extend(uv);
            }
        }
        let all = self.wait_through(wait, all);
        for (v, at, len, l) in spans {
            self.vals.insert(v, Lowered::Frag(all[at..at + len].to_vec(), l));
        }
        all[..n_own].to_vec()
    }

    /// Accumulator values safe to read: waits for warp-group MMAs still in flight.
    pub(crate) fn settle_mma(&mut self, vals: Vec<String>) -> Vec<String> {
        if !std::mem::take(&mut self.mma_pending) {
            return vals;
        }
        let wait = self.info().wgmma.as_ref().map(|w| w.wait.replace("{n}", "0")).unwrap_or_default();
        self.wait_through(&wait, vals)
    }

    /// The wait instruction `asm` with the accumulators passed through it, so that no read of
    /// them moves above it.
    fn wait_through(&mut self, asm: &str, vals: Vec<String>) -> Vec<String> {
        let total = vals.len();
        let cons: Vec<String> = (0..total).map(|_| "=f".to_string()).chain((0..total).map(|i| i.to_string())).collect();
        let st = format!("!llvm.struct<({})>", vec!["f32"; total].join(", "));
        let tys = vec!["f32".to_string(); total];
        let d = self.inline_asm(asm, &cons.join(","), &vals, &tys, Some(&st)).unwrap();
        (0..total).map(|q| self.assign(&format!("llvm.extractvalue {d}[{q}] : {st}"))).collect()
    }

    /// The elements of `v` in the vector group `idx` leads (all of them, for a stride-1
    /// distribution); None when `idx` is not the group's first (stored with the first).
    pub(crate) fn group_elems(&mut self, v: ValueId, idx: &[String]) -> Result<Option<Vec<String>>, String> {
        let group = self.group.clone().unwrap_or_else(|| vec![idx.to_vec()]);
        if group.len() > 1 && group[0] != idx {
            return Ok(None);
        }
        group.iter().map(|gi| self.elem(v, gi)).collect::<Result<Vec<_>, _>>().map(Some)
    }

    /// Store consecutive elements (`eb` bytes each) at shared-memory address `p` as one access.
    fn store_smem_vector(&mut self, elems: &[String], p: &str, et: &str, eb: u32) {
        let n = elems.len();
        if n == 1 {
            self.line(&format!("llvm.store {}, {p} : {et}, !llvm.ptr<3>", elems[0]));
        } else {
            let vv = self.build_vector(elems, et, n);
            self.line(&format!(
                "llvm.store {vv}, {p} {{alignment = {} : i64}} : vector<{n}x{et}>, !llvm.ptr<3>",
                n as u32 * eb
            ));
        }
    }

    /// Stage the dot operands in shared memory, rows padded so that `ldmatrix`'s eight row
    /// reads fall in distinct banks, with one barrier for both.
    pub(crate) fn operand_buffers(&mut self, ops: &[ValueId]) -> Result<Vec<String>, String> {
        let mut out = vec![];
        let mut wrote = false;
        for &v in ops {
            if let Some(Lowered::Buffer(b)) = self.vals.get(&v) {
                out.push(b.clone());
                continue;
            }
            let ty = self.f.ty(v).clone();
            let cols = ty.shape[1];
            // (8 elements, as for 16-bit ones, keeps the 32-bit tiles' pitch; bytes take 16)
            let chunk = if ty.dtype.scalar().is_some_and(|s| s.mem_bytes() == 1) { 16 } else { 8 };
            let buf = self.smem_alloc_pitched(&ty, bank_spread_pitch(cols, chunk));
            let et = self.ety(&ty.dtype);
            let eb = ty.dtype.scalar().unwrap().mem_bytes();
            // stored in 16-byte pieces; a group may span two (a tile computed from byte loads)
            let piece = (16 / eb as usize).max(1);
            let vec = self.natural_vec(&ty).min(2 * piece as u32);
            if let Some(x) = self.transposed_source(v) {
                self.stage_transposed(v, x, &et, &mut |l, r, c| {
                    l.smem_elem_ptr(&buf, &[r.to_string(), c.to_string()], &ty)
                })?;
            } else {
                self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
                    let Some(elems) = l.group_elems(v, idx)? else { return Ok(()) };
                    let group =
                        l.group.clone().filter(|g| g.len() == elems.len()).unwrap_or_else(|| vec![idx.to_vec()]);
                    for (c, chunk) in elems.chunks(piece).enumerate() {
                        let first = group.get(c * piece).unwrap_or(&group[0]).clone();
                        let p = l.smem_elem_ptr(&buf, &first, &ty);
                        l.store_smem_vector(chunk, &p, &et, eb);
                    }
                    Ok(())
                })?;
            }
            self.note_smem_write();
            self.vals.insert(v, Lowered::Buffer(buf.clone()));
            out.push(buf);
            wrote = true;
        }
        if wrote {
            self.sync();
        }
        Ok(out)
    }

    /// The active ring's operand that dot `r` reads as `v`: its own, or a tile staged for an
    /// earlier dot of the ring, read from the same stage.
    fn ring_operand(&self, r: ValueId, v: ValueId) -> Option<RingOperand> {
        let ring = self.active_ring.as_ref()?;
        let d = ring.dots.iter().find(|d| d.dot == r)?;
        d.operands
            .iter()
            .find(|o| o.chain[0] == v)
            .cloned()
            .or_else(|| d.shared.contains(&v).then(|| ring.operands().find(|o| o.chain[0] == v).cloned()).flatten())
    }

    /// Where a warp-level dot reads A and B: the stages of the active ring for operands it
    /// copies (waiting for this iteration's copies and refilling the ring first, when `r` is
    /// the ring's first dot), else shared-memory tiles (`operand_buffers`).
    fn warp_dot_operands(&mut self, r: ValueId, a: ValueId, b: ValueId) -> Result<Vec<OperandSmem>, String> {
        let ring = self.active_ring.clone();
        let first_of_ring = ring.as_ref().filter(|g| g.dots[0].dot == r).cloned();
        if let Some(g) = &first_of_ring {
            // This iteration's copy group is done; the later ones may still run. After the
            // barrier every warp has read the stage the refill overwrites (ldmatrix reads are
            // complete when the instruction retires).
            self.async_wait(g.pending_allowed());
            self.sync();
            self.copy_ring_ahead(g)?;
        }
        let rings = [self.ring_operand(r, a), self.ring_operand(r, b)];
        let tiles: Vec<ValueId> = [a, b].into_iter().zip(&rings).filter(|(_, o)| o.is_none()).map(|(v, _)| v).collect();
        let mut bufs = self.operand_buffers(&tiles)?.into_iter();
        let mut out = vec![];
        for (v, o) in [a, b].into_iter().zip(rings) {
            out.push(match o {
                Some(o) => {
                    let base = self.ring_stage(&o, ring.as_ref().unwrap().stages(), 0);
                    OperandSmem::Stage { base, rows: self.f.ty(v).shape[0], swizzle: o.swizzle }
                }
                None => OperandSmem::Tile(bufs.next().ok_or("internal: operand tile")?),
            });
        }
        Ok(out)
    }

    /// The address of element (r, c) of a warp-level dot's operand in shared memory.
    fn operand_elem_ptr(&mut self, o: &OperandSmem, r: &str, c: &str, ty: &Type) -> String {
        match o {
            OperandSmem::Tile(buf) => self.smem_elem_ptr(buf, &[r.to_string(), c.to_string()], ty),
            OperandSmem::Stage { base, rows, swizzle } => self.swizzled_addr(base, r, c, *rows, *swizzle),
        }
    }

    /// `acc + a @ b` on the warp-level matrix engine. Each warp owns a block of m16n8 tiles (see
    /// `FragLayout`); per k16 step it reads its A and B fragments from shared memory with
    /// `ldmatrix` and issues one MMA per tile. The result stays in the accumulator slots when a
    /// loop carries it (`frag_kept`), else it goes to a shared-memory tile.
    fn simt_dot_mma(
        &mut self,
        r: ValueId,
        a: ValueId,
        b: ValueId,
        acc: ValueId,
        mma: &MmaInfo,
        layout: FragLayout,
    ) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let (aty, bty) = (self.f.ty(a).clone(), self.f.ty(b).clone());
        if aty.dtype.scalar() == Some(Scalar::F32) {
            return self.simt_dot_mma_32bit_regs(r, a, b, acc, mma, layout);
        }
        if let (Some(xa), Some(xb)) = (self.narrow_i8(a), self.narrow_i8(b)) {
            return self.simt_dot_mma_32bit_regs(r, xa, xb, acc, mma, layout);
        }
        let k = aty.shape[1];
        let bf16 = aty.dtype.scalar() == Some(Scalar::BF16);
        let f16_acc = rty.dtype.scalar() == Some(Scalar::F16);
        let mut vals = self.frag_vals(acc, layout)?;
        let src = self.warp_dot_operands(r, a, b)?;
        let (row0, col0, lane) = self.warp_origin(layout);
        let (c8, c16) = (self.index(8), self.index(16));
        // ldmatrix: lane l addresses row l % 16 of the 16-row slab, at column offset 8 * (l / 16).
        let lrow = self.assign(&format!("arith.remui {lane}, {c16} : index"));
        let lhalf = self.assign(&format!("arith.divui {lane}, {c16} : index"));
        let lcol = self.assign(&format!("arith.muli {lhalf}, {c8} : index"));
        let arow = self.assign(&format!("arith.addi {row0}, {lrow} : index"));
        let bcol = self.assign(&format!("arith.addi {col0}, {lcol} : index"));
        let (tm, tn) = layout.tiles();
        let pair_ty = if bf16 { "i32" } else { "vector<2xf16>" };
        let as_pair = |l: &mut Self, x: String| {
            if bf16 {
                x
            } else {
                l.assign(&format!("llvm.bitcast {x} : i32 to vector<2xf16>"))
            }
        };
        let intrinsic = if bf16 { mma.bf16.clone() } else { mma.f16.clone() };
        let st4 = "!llvm.struct<(f32, f32, f32, f32)>";
        for ks in 0..k / 16 {
            let ck = self.index(ks * 16);
            let acol = self.assign(&format!("arith.addi {ck}, {lcol} : index"));
            let brow = self.assign(&format!("arith.addi {ck}, {lrow} : index"));
            let mut afrag = vec![];
            for mi in 0..tm {
                let ro = self.index(mi * 16 * layout.wm);
                let row = self.assign(&format!("arith.addi {arow}, {ro} : index"));
                let p = self.operand_elem_ptr(&src[0], &row, &acol, &aty);
                let regs = self.ldmatrix(&mma.ldmatrix_x4, &p, 4);
                afrag.push(regs.into_iter().map(|x| as_pair(self, x)).collect::<Vec<_>>());
            }
            let mut bfrag = vec![];
            let mut ni = 0;
            while ni < tn {
                let pair = ni + 1 < tn;
                let co = self.index(ni * 8);
                let col = if pair {
                    self.assign(&format!("arith.addi {bcol}, {co} : index"))
                } else {
                    self.assign(&format!("arith.addi {col0}, {co} : index"))
                };
                let p = self.operand_elem_ptr(&src[1], &brow, &col, &bty);
                let regs = if pair {
                    self.ldmatrix(&mma.ldmatrix_x4_trans, &p, 4)
                } else {
                    self.ldmatrix(&mma.ldmatrix_x2_trans, &p, 2)
                };
                let regs: Vec<String> = regs.into_iter().map(|x| as_pair(self, x)).collect();
                for chunk in regs.chunks(2) {
                    bfrag.push(chunk.to_vec());
                }
                ni += if pair { 2 } else { 1 };
            }
            for mi in 0..tm as usize {
                for ni in 0..tn as usize {
                    let slot = (mi * tn as usize + ni) * 4;
                    let mut args = afrag[mi].clone();
                    args.extend(bfrag[ni].iter().cloned());
                    if f16_acc {
                        // C and D: slots (0, 1) and (2, 3) as f16 pairs.
                        let h2 = "vector<2xf16>";
                        let st2 = format!("!llvm.struct<({h2}, {h2})>");
                        for h in 0..2 {
                            args.push(self.build_vector(&vals[slot + 2 * h..slot + 2 * h + 2], "f16", 2));
                        }
                        let d = self.call(&mma.f16_acc, &args, &[h2; 8], &st2);
                        for h in 0..2 {
                            let pair = self.assign(&format!("llvm.extractvalue {d}[{h}] : {st2}"));
                            for e in 0..2 {
                                let ce = self.assign(&format!("llvm.mlir.constant({e} : i32) : i32"));
                                vals[slot + 2 * h + e] =
                                    self.assign(&format!("llvm.extractelement {pair}[{ce} : i32] : {h2}"));
                            }
                        }
                        continue;
                    }
                    args.extend(vals[slot..slot + 4].iter().cloned());
                    let mut tys: Vec<&str> = vec![pair_ty; 6];
                    tys.extend(["f32"; 4]);
                    let d = self.call(&intrinsic, &args, &tys, st4);
                    for q in 0..4 {
                        vals[slot + q] = self.assign(&format!("llvm.extractvalue {d}[{q}] : {st4}"));
                    }
                }
            }
        }
        self.dot_result(r, vals, layout, &rty, true)
    }

    /// `acc + a @ b` on the warp-level MMAs whose operand registers hold one 32-bit word per
    /// A and B slot: m16n8k8 of tf32 (one f32 per word) and m16n8k32 of s8 (four per word).
    /// Per K step, A's fragment comes from one `ldmatrix`: an 8x8 b16 matrix is 8 rows of 16
    /// bytes, so lane 4g + q receives row g's word q, as the MMA wants. B's two words per n8
    /// tile, rows (q, g) and (q + 4, g) in words of K, come from plain shared-memory loads.
    fn simt_dot_mma_32bit_regs(
        &mut self,
        r: ValueId,
        a: ValueId,
        b: ValueId,
        acc: ValueId,
        mma: &MmaInfo,
        layout: FragLayout,
    ) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let (aty, bty) = (self.f.ty(a).clone(), self.f.ty(b).clone());
        let s8 = aty.dtype.scalar() == Some(Scalar::I8);
        // elements per 32-bit word, K per MMA, the accumulator type
        let (per_word, kstep, ct) = if s8 { (4, 32, "i32") } else { (1, 8, "f32") };
        let k = aty.shape[1];
        let mut vals = self.frag_vals(acc, layout)?;
        let bufs = self.operand_buffers(&[a, b])?;
        let (abuf, bbuf) = (bufs[0].clone(), bufs[1].clone());
        let (row0, col0, lane) = self.warp_origin(layout);
        let (c4, c16) = (self.index(4), self.index(16));
        let lrow = self.assign(&format!("arith.remui {lane}, {c16} : index"));
        let lhalf = self.assign(&format!("arith.divui {lane}, {c16} : index"));
        let half_k = self.index(kstep / 2);
        let lcol = self.assign(&format!("arith.muli {lhalf}, {half_k} : index"));
        let arow = self.assign(&format!("arith.addi {row0}, {lrow} : index"));
        let g = self.assign(&format!("arith.divui {lane}, {c4} : index"));
        let q = self.assign(&format!("arith.remui {lane}, {c4} : index"));
        let cpw = self.index(per_word);
        let qk = self.assign(&format!("arith.muli {q}, {cpw} : index"));
        let bcol = self.assign(&format!("arith.addi {col0}, {g} : index"));
        let (tm, tn) = layout.tiles();
        let st4 = format!("!llvm.struct<({ct}, {ct}, {ct}, {ct})>");
        let intrinsic = if s8 { mma.s8.clone() } else { mma.tf32.clone() };
        for ks in 0..k / kstep {
            let ck = self.index(ks * kstep);
            let acol = self.assign(&format!("arith.addi {ck}, {lcol} : index"));
            let brow0 = self.assign(&format!("arith.addi {ck}, {qk} : index"));
            let brow1 = self.assign(&format!("arith.addi {brow0}, {half_k} : index"));
            let mut afrag = vec![];
            for mi in 0..tm {
                let ro = self.index(mi * 16 * layout.wm);
                let row = self.assign(&format!("arith.addi {arow}, {ro} : index"));
                let p = self.smem_elem_ptr(&abuf, &[row, acol.clone()], &aty);
                afrag.push(self.ldmatrix(&mma.ldmatrix_x4, &p, 4));
            }
            let mut bfrag = vec![];
            for ni in 0..tn {
                let co = self.index(ni * 8);
                let col = self.assign(&format!("arith.addi {bcol}, {co} : index"));
                let mut regs = vec![];
                for row in [&brow0, &brow1] {
                    let mut parts = vec![];
                    for e in 0..per_word {
                        let ce = self.index(e);
                        let rr = self.assign(&format!("arith.addi {row}, {ce} : index"));
                        let p = self.smem_elem_ptr(&bbuf, &[rr, col.clone()], &bty);
                        let et = if s8 { "i8" } else { "f32" };
                        parts.push(self.assign(&format!("llvm.load {p} : !llvm.ptr<3> -> {et}")));
                    }
                    let word = if s8 {
                        let v = self.build_vector(&parts, "i8", 4);
                        self.assign(&format!("llvm.bitcast {v} : vector<4xi8> to i32"))
                    } else {
                        self.assign(&format!("llvm.bitcast {} : f32 to i32", parts[0]))
                    };
                    regs.push(word);
                }
                bfrag.push(regs);
            }
            for mi in 0..tm as usize {
                for ni in 0..tn as usize {
                    let slot = (mi * tn as usize + ni) * 4;
                    let mut args = afrag[mi].clone();
                    args.extend(bfrag[ni].iter().cloned());
                    args.extend(vals[slot..slot + 4].iter().cloned());
                    let mut tys: Vec<&str> = vec!["i32"; 6];
                    tys.extend([ct; 4]);
                    let d = self.call(&intrinsic, &args, &tys, &st4);
                    for s in 0..4 {
                        vals[slot + s] = self.assign(&format!("llvm.extractvalue {d}[{s}] : {st4}"));
                    }
                }
            }
        }
        self.dot_result(r, vals, layout, &rty, true)
    }

    /// A dot's accumulator slots: kept for the loop that carries them, else to shared memory.
    /// A warp-group dot's result also stays in its slots while its readers are element-wise
    /// ops, row reductions and dot operands (`frag_layout_of`); any other reader lowers the
    /// kernel again with it in shared memory (`denied`).
    /// `settled`: no MMA still writes `vals` (a synchronous MMA, or a warp-group one waited for).
    fn dot_result(
        &mut self,
        r: ValueId,
        vals: Vec<String>,
        layout: FragLayout,
        rty: &Type,
        settled: bool,
    ) -> Result<Lowered, String> {
        if self.frag_kept.contains(&r) || (layout.wn == 1 && !self.denied.contains(&r)) {
            if settled {
                self.settled_frags.insert(r);
            }
            return Ok(Lowered::Frag(vals, layout));
        }
        Ok(Lowered::Buffer(self.frag_to_buffer(&vals, layout, rty)?))
    }

    /// `llvm.inline_asm` with side effects; `ret` None for no result.
    pub(crate) fn inline_asm(
        &mut self,
        asm: &str,
        constraints: &str,
        args: &[String],
        arg_tys: &[String],
        ret: Option<&str>,
    ) -> Option<String> {
        let text = format!(
            "llvm.inline_asm has_side_effects \"{asm}\", \"{constraints}\" {} : ({}) -> {}",
            args.join(", "),
            arg_tys.join(", "),
            ret.unwrap_or("()")
        );
        match ret {
            Some(_) => Some(self.assign(&text)),
            None => {
                self.line(&text);
                None
            }
        }
    }

    /// Stage a 16-bit operand tile in shared memory as rows of `swizzle` bytes (column panels
    /// of `swizzle / 2` elements, each `rows * swizzle` bytes), 16-byte chunks xor-swizzled by
    /// row the way the warp-group MMA reads them; returns the buffer's byte offset in `%smem`.
    /// With `parity`, the loop's `parity_stages` stages are reserved and `parity` (an i32) picks
    /// one.
    fn stage_swizzled(&mut self, v: ValueId, swizzle: i64, parity: Option<&str>) -> Result<String, String> {
        let ty = self.f.ty(v).clone();
        let (rows, cols) = (ty.shape[0], ty.shape[1]);
        let stage = (rows * cols * 2 + SWIZZLE_ALIGN - 1) / SWIZZLE_ALIGN * SWIZZLE_ALIGN;
        let off = self.smem_reserve(stage * if parity.is_some() { self.parity_stages } else { 1 }, SWIZZLE_ALIGN);
        let mut base = self.assign(&format!("arith.constant {off} : index"));
        if let Some(p) = parity {
            let pi = self.assign(&format!("arith.index_cast {p} : i32 to index"));
            let cs = self.index(stage);
            let o = self.assign(&format!("arith.muli {pi}, {cs} : index"));
            base = self.assign(&format!("arith.addi {base}, {o} : index"));
        }
        let et = self.ety(&ty.dtype);
        if let Some(x) = self.transposed_source(v) {
            self.stage_transposed(v, x, &et, &mut |l, r, c| l.swizzled_addr(&base, r, c, rows, swizzle))?;
        } else {
            // Groups of up to 16 (a tile computed from byte loads reads 16 bytes at once), stored
            // as 16-byte chunks, each at its swizzled place.
            let vec = self.natural_vec(&ty).min(16);
            self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
                let Some(elems) = l.group_elems(v, idx)? else { return Ok(()) };
                let group = l.group.clone().filter(|g| g.len() == elems.len()).unwrap_or_else(|| vec![idx.to_vec()]);
                for (c, chunk) in elems.chunks(8).enumerate() {
                    let first = group.get(c * 8).unwrap_or(&group[0]).clone();
                    let p = l.swizzled_addr(&base, &first[0], &first[1], rows, swizzle);
                    l.store_smem_vector(chunk, &p, &et, 2);
                }
                Ok(())
            })?;
        }
        // Ring stages are ordered by the MMA waits and the barrier before the MMAs (see
        // OPERAND_STAGES): they do not ask for a barrier at the end of the loop body.
        if parity.is_none() {
            self.note_smem_write();
        }
        Ok(base)
    }

    /// `x` when tile `v` is `trans(x)` of a tile not lowered yet (loads contiguous along their
    /// last dimension, or element-wise math on them): staged in `x`'s order, its loads are
    /// vector loads.
    pub(crate) fn transposed_source(&self, v: ValueId) -> Option<ValueId> {
        let lazy = |u: &ValueId| matches!(self.vals.get(u), None | Some(Lowered::Lazy));
        let mut cur = v;
        // through conversions of the transpose (cast(trans(x)) keeps engines' narrow reads)
        for _ in 0..8 {
            if !lazy(&cur) {
                return None;
            }
            match self.defs.get(&cur).map(|o| &o.kind) {
                Some(OpKind::Permute(x, p)) => return (p == &vec![1, 0] && lazy(x)).then_some(*x),
                Some(OpKind::Cast(x) | OpKind::Bitcast(x)) => cur = *x,
                _ => return None,
            }
        }
        None
    }

    /// Write tile `v` (`transposed_source(v)` is `x`) into shared memory in `x`'s distribution:
    /// element (j, i) of `v` where `x`'s (i, j) is, to `addr(j, i)`; `x`'s loads are then
    /// vector loads.
    fn stage_transposed(
        &mut self,
        v: ValueId,
        x: ValueId,
        et: &str,
        addr: &mut dyn FnMut(&mut Self, &str, &str) -> String,
    ) -> Result<(), String> {
        let xty = self.f.ty(x).clone();
        let vec = self.natural_vec(&xty).min(16);
        let et = et.to_string();
        self.simt_each_element(&xty.shape, vec, &mut |l, idx| {
            let e = l.elem(v, &[idx[1].clone(), idx[0].clone()])?;
            let p = addr(l, &idx[1], &idx[0]);
            l.line(&format!("llvm.store {e}, {p} : {et}, !llvm.ptr<3>"));
            Ok(())
        })
    }

    /// Address of element (r, c) of a 16-bit tile of `rows` rows staged at byte offset `base`
    /// in `swizzle`-byte rows (see `stage_swizzled`).
    fn swizzled_addr(&mut self, base: &str, r: &str, c: &str, rows: i64, swizzle: i64) -> String {
        let (panel_elems, row_bytes, panel_bytes) =
            (self.index(swizzle / 2), self.index(swizzle), self.index(rows * swizzle));
        let (c8, c2, c16) = (self.index(8), self.index(2), self.index(16));
        let rows_per_xor = self.index((128 / swizzle).max(1));
        let xor_mask = self.index(swizzle / 16 - 1);
        let panel = self.assign(&format!("arith.divui {c}, {panel_elems} : index"));
        let cin = self.assign(&format!("arith.remui {c}, {panel_elems} : index"));
        let chunk = self.assign(&format!("arith.divui {cin}, {c8} : index"));
        let elem = self.assign(&format!("arith.remui {cin}, {c8} : index"));
        let rx = self.assign(&format!("arith.divui {r}, {rows_per_xor} : index"));
        let x = self.assign(&format!("arith.andi {rx}, {xor_mask} : index"));
        let sch = self.assign(&format!("arith.xori {chunk}, {x} : index"));
        let p0 = self.assign(&format!("arith.muli {panel}, {panel_bytes} : index"));
        let r0 = self.assign(&format!("arith.muli {r}, {row_bytes} : index"));
        let ch0 = self.assign(&format!("arith.muli {sch}, {c16} : index"));
        let e0 = self.assign(&format!("arith.muli {elem}, {c2} : index"));
        let mut o = p0;
        for t in [&r0, &ch0, &e0] {
            o = self.assign(&format!("arith.addi {o}, {t} : index"));
        }
        self.stage_ptr(base, &o)
    }

    /// The descriptor for the tile at byte offset `off` (an index value) of `%smem`, with
    /// leading and stride byte offsets and the swizzle mode.
    fn smem_desc(&mut self, off: &str, lbo: i64, sbo: i64, swizzle: i64) -> SmemDesc {
        let mode: i64 = match swizzle {
            128 => 1,
            64 => 2,
            _ => 3,
        };
        let base = self.assign("llvm.ptrtoint %smem : !llvm.ptr<3> to i32");
        let o = self.assign(&format!("arith.index_cast {off} : index to i32"));
        let addr = self.assign(&format!("arith.addi {base}, {o} : i32"));
        let m = self.assign("arith.constant 262143 : i32");
        let a = self.assign(&format!("arith.andi {addr}, {m} : i32"));
        let c4 = self.assign("arith.constant 4 : i32");
        let start = self.assign(&format!("arith.shrui {a}, {c4} : i32"));
        let lo = self.assign(&format!("arith.extui {start} : i32 to i64"));
        let fields = (((sbo >> 4) & 0x3fff) | mode << 30) << 32 | ((lbo >> 4) & 0x3fff) << 16;
        let c = self.assign(&format!("arith.constant {fields} : i64"));
        SmemDesc { value: self.assign(&format!("arith.ori {lo}, {c} : i64")) }
    }

    /// Descriptor `d` moved `bytes` (a multiple of 16) further into shared memory; the start
    /// address field does not carry out for addresses within shared memory.
    fn desc_plus(&mut self, d: &SmemDesc, bytes: i64) -> SmemDesc {
        if bytes == 0 {
            return d.clone();
        }
        let c = self.assign(&format!("arith.constant {} : i64", bytes >> 4));
        SmemDesc { value: self.assign(&format!("arith.addi {}, {c} : i64", d.value)) }
    }

    /// `acc + a @ b` on the warp-group engine. A ([M, K], K contiguous) and B ([K, N], N
    /// contiguous, read transposed; or trans(x), read K-major) come from swizzled shared memory:
    /// an async-copy ring stage, a stage written before the loop, or a stage stored here; A may
    /// instead be registers (a tile already in this dot's accumulator rows). Warp group g
    /// issues, per k16 step and m64 block i, one m64nNk16 MMA for rows `i * 16 * num_warps +
    /// 64 g`, then waits (with one group pending in a ring; not at all for a deferred dot).
    fn simt_dot_wgmma(
        &mut self,
        r: ValueId,
        a: ValueId,
        b: ValueId,
        acc: ValueId,
        wg: &WgmmaInfo,
        layout: FragLayout,
    ) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let (m, n, k) = (layout.m, layout.n, self.f.ty(a).shape[1]);
        let w = layout.wm;
        let t = if self.f.ty(a).dtype.scalar() == Some(Scalar::BF16) { "bf16" } else { "f16" };
        // A zero accumulator is not read: the first MMA scales it by 0 (its registers undefined).
        let zero_acc = self.is_zero(acc, 0);
        let mut vals = if zero_acc {
            let u = self.assign("llvm.mlir.undef : f32");
            vec![u; layout.slots() as usize]
        } else {
            self.frag_vals(acc, layout)?
        };
        let st = self.wgmma_staging(a, b).ok_or("internal: warp-group dot without a staging")?;
        let (sa, sb, b_kmajor) = (st.sa, st.sb, st.b_kmajor);
        let direct = self.frag_kept.contains(&r) && matches!(self.vals.get(&acc), Some(Lowered::Frag(..)));
        let double = self.stage_parity.clone().filter(|_| direct);
        // Operands the async copy unit writes into the active ring's stages.
        let ring = self.active_ring.clone();
        let ring_dot = ring.as_ref().and_then(|g| g.dots.iter().find(|d| d.dot == r).cloned());
        let (ring_a, ring_b) = (self.ring_operand(r, st.a), self.ring_operand(r, st.b));
        // A tile in the accumulator layout of this dot's rows (attention's p) is the register A
        // operand: its slots are the A fragments of the m64 blocks the lane's warp owns.
        let a_regs = match self.frag_layout_of(a, 0) {
            Some(l) if ring_a.is_none() && rows_compatible(&l, layout) && l.n == k => Some(self.a_fragments(a, l, k)?),
            _ => None,
        };
        // The iteration's first ring dot receives the ring's tiles for all of them.
        let first_of_ring = ring.as_ref().filter(|g| g.dots[0].dot == r).cloned();
        match &first_of_ring {
            Some(g) if g.tma => self.tma_wait(g),
            // This iteration's copy group is done; the later ones may still run.
            Some(g) => self.async_wait(g.pending_allowed()),
            None => {}
        }
        let a_staged = ring_a.is_none() && a_regs.is_none() && !self.prestaged.contains_key(&st.a);
        let b_staged = ring_b.is_none() && !self.prestaged.contains_key(&st.b);
        let abase = match (&ring_a, &a_regs, self.prestaged.get(&st.a).cloned()) {
            (Some(o), _, _) => Some(self.ring_stage(o, ring.as_ref().unwrap().stages(), 0)),
            (None, Some(_), _) => None,
            (None, None, Some(base)) => Some(base),
            (None, None, None) => Some(match self.frag_layout_of(a, 0) {
                Some(l) if double.is_none() => self.stage_swizzled_from_frag(a, l, sa)?,
                _ => self.stage_swizzled(a, sa, double.as_deref())?,
            }),
        };
        let bbase = match (&ring_b, self.prestaged.get(&st.b).cloned()) {
            (Some(o), _) => self.ring_stage(o, ring.as_ref().unwrap().stages(), 0),
            (None, Some(base)) => base,
            (None, None) => self.stage_swizzled(st.b, sb, double.as_deref())?,
        };
        // A later ring dot whose operands all came from the ring, registers or stages written
        // before the loop needs no barrier of its own. Stores from registers and cp.async
        // copies write through the generic proxy, which the MMAs (async proxy) see only after
        // a proxy fence; stages written before the loop had theirs there, and the copy
        // engine's (TMA) writes are already in the async proxy.
        // Each thread's barrier wait orders the engine's writes before its MMAs, and the ring
        // refills no stage before them (see `AsyncRing`).
        let waited = first_of_ring.as_ref().is_some_and(|g| g.tma);
        let copied = first_of_ring.as_ref().is_some_and(|g| !g.tma);
        if ring_dot.is_none() || (first_of_ring.is_some() && !waited) || a_staged || b_staged {
            if a_staged || b_staged || copied {
                self.inline_asm(&wg.proxy_fence, "", &[], &[], None);
            }
            self.sync();
        }
        self.uses_warp_group = true;
        let group = "%wgroup".to_string();
        let (tm, tn) = layout.tiles();
        let per_block = (tn * 4) as usize;
        let fence = wg.fence.clone();
        self.inline_asm(&fence, "", &[], &[], None);
        let asm_n = wg.mma.replace("{n}", &n.to_string()).replace("{t}", t);
        let regs = per_block;
        let outs: Vec<String> = (0..regs).map(|i| format!("${i}")).collect();
        // Operands: the accumulators ($0 ..), A (a descriptor, or four registers), B's
        // descriptor, the scale-d predicate; then the accumulators again, tied.
        let tb = if b_kmajor { 0 } else { 1 };
        let (a_ops, a_text, a_cons) = if a_regs.is_some() {
            (4, format!("{{${}, ${}, ${}, ${}}}", regs, regs + 1, regs + 2, regs + 3), vec!["r"; 4])
        } else {
            (1, format!("${regs}"), vec!["l"])
        };
        let imms = if a_regs.is_some() { format!("1, 1, {tb}") } else { format!("1, 1, 0, {tb}") };
        let asm = format!(
            "{{ .reg .pred p; setp.ne.b32 p, ${}, 0; {asm_n} {{{}}}, {a_text}, ${}, p, {imms}; }}",
            regs + a_ops + 1,
            outs.join(", "),
            regs + a_ops,
        );
        let mut cons: Vec<String> = vec!["=f".into(); regs];
        cons.extend(a_cons.iter().map(|c| c.to_string()));
        cons.extend(["l".into(), "r".into()]);
        cons.extend((0..regs).map(|i| i.to_string()));
        let cons = cons.join(",");
        let st = format!("!llvm.struct<({})>", vec!["f32"; regs].join(", "));
        let one = self.assign("arith.constant 1 : i32");
        let zero = self.assign("arith.constant 0 : i32");
        // Warp group g's rows start at 64 g: an offset of 64 g rows of the A tile.
        let c64 = self.index(64 * sa);
        let grow = self.assign(&format!("arith.muli {group}, {c64} : index"));
        // One descriptor per operand tile; each k16 step's and m64 block's is that plus its
        // offset (the address field counts 16-byte units and shared memory stays below 256 KiB,
        // so the sum never carries out of it).
        let db0 =
            if b_kmajor { self.smem_desc(&bbase, 16, 8 * sb, sb) } else { self.smem_desc(&bbase, k * sb, 8 * sb, sb) };
        let da0 = match &abase {
            Some(abase) => {
                let aoff = self.assign(&format!("arith.addi {abase}, {grow} : index"));
                Some(self.smem_desc(&aoff, 16, 8 * sa, sa))
            }
            None => None,
        };
        for ks in 0..k / 16 {
            let (kk, wa) = (ks * 16, sa / 2);
            let db = if b_kmajor {
                let wb = sb / 2;
                self.desc_plus(&db0, (kk / wb) * n * sb + (kk % wb) * 2)
            } else {
                self.desc_plus(&db0, kk * sb)
            };
            let db = db.value;
            for mi in 0..tm {
                let mut args = vec![];
                let mut tys = vec![];
                match (&a_regs, &abase) {
                    (Some(frags), _) => {
                        args.extend(frags[ks as usize][mi as usize].iter().cloned());
                        tys.extend(vec!["i32".to_string(); 4]);
                    }
                    (None, Some(_)) => {
                        let d = self
                            .desc_plus(da0.as_ref().unwrap(), (kk / wa) * m * sa + mi * 16 * w * sa + (kk % wa) * 2);
                        args.push(d.value);
                        tys.push("i64".to_string());
                    }
                    (None, None) => unreachable!(),
                }
                let slot = mi as usize * per_block;
                let scale_d = match self.zero_started.get(&acc) {
                    Some(use_acc) if ks == 0 => use_acc.clone(),
                    _ if zero_acc && ks == 0 => zero.clone(),
                    _ => one.clone(),
                };
                args.extend([db.clone(), scale_d]);
                tys.extend(["i64".to_string(), "i32".to_string()]);
                args.extend(vals[slot..slot + regs].iter().cloned());
                tys.extend(vec!["f32".to_string(); regs]);
                let d = self.inline_asm(&asm, &cons, &args, &tys, Some(&st)).unwrap();
                for q in 0..regs {
                    vals[slot + q] = self.assign(&format!("llvm.extractvalue {d}[{q}] : {st}"));
                }
            }
        }
        let commit = wg.commit.clone();
        self.inline_asm(&commit, "", &[], &[], None);
        // Staged in the ring: this group may run on while the next operands are stored; the one
        // before it must be done (see OPERAND_STAGES).
        if self.defer_wait.contains(&r) {
            // Read next in the next iteration, after its first MMA wait (`deferred_dots`).
            self.mma_pending = true;
            return self.dot_result(r, vals, layout, &rty, false);
        }
        let pending = if double.is_some() { "1" } else { "0" };
        let wait = wg.wait.replace("{n}", pending);
        let vals = self.wait_settling(&wait, vals);
        self.mma_pending = double.is_some();
        if let Some(g) = &first_of_ring {
            // Every warp group is past its wait: iteration i - 1's stages are free (`AsyncRing`).
            self.sync();
            self.copy_ring_ahead(g)?;
        }
        self.dot_result(r, vals, layout, &rty, double.is_none())
    }

    /// The ring's tiles of iteration i + depth into their stages, as one copy group.
    fn copy_ring_ahead(&mut self, g: &AsyncRing) -> Result<(), String> {
        if g.tma {
            let loads: Vec<(RingOperand, ValueId)> = g.operands().map(|o| (o.clone(), o.next)).collect();
            let stage = self.stage_index(g.stages(), g.depth);
            return self.tma_fill(g, &loads, &stage);
        }
        for o in g.operands().cloned().collect::<Vec<_>>() {
            let base = self.ring_stage(&o, g.stages(), g.depth);
            self.copy_into_stage(o.next, &base, o.swizzle)?;
        }
        for o in g.vectors.clone() {
            let base = self.ring_stage(&o, g.stages(), g.depth);
            self.copy_vector_into_stage(o.next, &base)?;
        }
        self.async_commit();
        Ok(())
    }

    /// The register A fragments of a 16-bit tile in accumulator layout `l` (k columns), per k16
    /// step and m64 block: columns 16 ks .. 16 ks + 16 are the n8 tiles 2 ks and 2 ks + 1, rows
    /// g and g + 8 of each, two adjacent columns per 32-bit register. All are built before the
    /// MMAs, so none is written while they run.
    fn a_fragments(&mut self, v: ValueId, l: FragLayout, k: i64) -> Result<Vec<Vec<Vec<String>>>, String> {
        // An f32 tile cast down is narrowed two slots at a time (one cvt per register).
        let wide = match self.defs.get(&v).map(|o| &o.kind) {
            Some(OpKind::Cast(x))
                if self.f.ty(*x).dtype.scalar() == Some(Scalar::F32) && self.frag_layout_of(*x, 0) == Some(l) =>
            {
                Some(*x)
            }
            _ => None,
        };
        let pv = self.frag_vals(wide.unwrap_or(v), l)?;
        let et = self.ety(&self.f.ty(v).dtype);
        let (tm, tn) = l.tiles();
        let mut out = vec![];
        for ks in 0..(k / 16) as usize {
            let mut per_block = vec![];
            for mi in 0..tm as usize {
                let mut regs = vec![];
                for (ni, h) in [(2 * ks, 0), (2 * ks, 1), (2 * ks + 1, 0), (2 * ks + 1, 1)] {
                    let slot = (mi * tn as usize + ni) * 4 + h * 2;
                    if wide.is_some() {
                        let pack = self.info().wgmma.as_ref().unwrap().pack_f32x2.replace("{t}", &et);
                        let ty = ["f32".to_string(), "f32".to_string()];
                        regs.push(self.inline_asm(&pack, "=r,f,f", &pv[slot..slot + 2], &ty, Some("i32")).unwrap());
                        continue;
                    }
                    let pair = self.build_vector(&pv[slot..slot + 2], &et, 2);
                    regs.push(self.assign(&format!("llvm.bitcast {pair} : vector<2x{et}> to i32")));
                }
                per_block.push(regs);
            }
            out.push(per_block);
        }
        Ok(out)
    }

    /// One `ldmatrix` of `n` 8x8 b16 matrices; returns the lane's `n` i32 registers.
    fn ldmatrix(&mut self, intrinsic: &str, p: &str, n: usize) -> Vec<String> {
        let st = format!("!llvm.struct<({})>", vec!["i32"; n].join(", "));
        let name = format!("{intrinsic}.p3");
        let r = self.call(&name, &[p.to_string()], &["!llvm.ptr<3>"], &st);
        (0..n).map(|q| self.assign(&format!("llvm.extractvalue {r}[{q}] : {st}"))).collect()
    }

    /// `acc + a @ b` with FMAs from shared memory (the fallback for any shape).
    pub(crate) fn simt_dot(
        &mut self,
        r: ValueId,
        a: ValueId,
        b: ValueId,
        acc: ValueId,
        tf32: bool,
    ) -> Result<Lowered, String> {
        if let Some(plan) = self.musa_dot_plan(r, a, b, tf32) {
            return self.musa_dot(r, acc, &plan);
        }
        if let Some(plan) = self.mma_for(r, a, b) {
            // The path taken, for the IR dumps.
            let l = plan.layout;
            let path = match &plan.engine {
                Engine::Warp(_) if self.f.ty(a).dtype.scalar() == Some(Scalar::F32) => {
                    "warp-level MMA (mma.sync m16n8k8 tf32)"
                }
                Engine::Warp(_) if self.narrow_i8(a).is_some() => "warp-level MMA (mma.sync m16n8k32 s8)",
                Engine::Warp(_) => "warp-level MMA (mma.sync m16n8k16)",
                Engine::WarpGroup(_) => "warp-group MMA (wgmma m64nNk16)",
            };
            self.line(&format!("// tl.dot {r}: {path}, warps {}x{}", l.wm, l.wn));
            return match &plan.engine {
                Engine::Warp(mma) => self.simt_dot_mma(r, a, b, acc, mma, plan.layout),
                Engine::WarpGroup(wg) => self.simt_dot_wgmma(r, a, b, acc, wg, plan.layout),
            };
        }
        self.line(&format!("// tl.dot {r}: FMA"));
        let rty = self.f.ty(r).clone();
        let rs = rty.dtype.scalar().unwrap();
        // f16 accumulators are kept in f32 here (at least as precise as the engines' f16).
        let s = if rs == Scalar::F16 { Scalar::F32 } else { rs };
        let t = scalar_type(s);
        let rank = rty.shape.len();
        let k = self.f.ty(a).shape[rank - 1];
        let abuf = self.buffer_of(a)?;
        let bbuf = self.buffer_of(b)?;
        let aty = self.f.ty(a).clone();
        let bty = self.f.ty(b).clone();
        let out = self.alloca(&rty);
        self.each_element(&rty.shape.clone(), 1, |l, idx| {
            let init = l.elem(acc, idx)?;
            let init = l.cast(&init, rs, s);
            let (c0, c1, ck) = (l.index(0), l.index(1), l.index(k));
            let (res, kk, c) = (l.fresh(), l.fresh(), l.fresh());
            l.line(&format!("{res} = scf.for {kk} = {c0} to {ck} step {c1} iter_args({c} = {init}) -> ({t}) {{"));
            l.indent += 1;
            // [batch.., row, k] of A and [batch.., k, column] of B
            let mut ai = idx[..rank - 1].to_vec();
            ai.push(kk.clone());
            let mut bi = idx[..rank - 2].to_vec();
            bi.extend([kk.clone(), idx[rank - 1].clone()]);
            let x = l.buf_load_raw(&abuf, &ai, &aty);
            let y = l.buf_load_raw(&bbuf, &bi, &bty);
            let x = l.cast(&x, aty.dtype.scalar().unwrap(), s);
            let y = l.cast(&y, bty.dtype.scalar().unwrap(), s);
            let nv = if s.is_float() {
                l.assign(&format!("math.fma {x}, {y}, {c} : {t}"))
            } else {
                let p = l.assign(&format!("arith.muli {x}, {y} : {t}"));
                l.assign(&format!("arith.addi {c}, {p} : {t}"))
            };
            l.line(&format!("scf.yield {nv} : {t}"));
            l.indent -= 1;
            l.line("}");
            let res = l.cast(&res, s, rs);
            l.store_elem(&res, &out, idx, &rty);
            Ok(())
        })?;
        self.sync();
        Ok(Lowered::Buffer(out))
    }
}

/// Row pitch (elements) of a shared tile of rows of `cols` elements in 16-byte chunks of `chunk`
/// elements: an odd chunk count per row spreads 8 rows over all banks.
fn bank_spread_pitch(cols: i64, chunk: i64) -> i64 {
    if (cols / chunk) % 2 == 0 {
        cols + chunk
    } else {
        cols
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warp_grids_split_the_longer_side_and_keep_16_wide_column_blocks() {
        let l = FragLayout::choose(128, 128, 8).unwrap();
        assert_eq!((l.wm, l.wn, l.tiles()), (4, 2, (2, 8)));
        let l = FragLayout::choose(64, 64, 4).unwrap();
        assert_eq!((l.wm, l.wn, l.slots()), (2, 2, 32));
        // Too small to split: the warps repeat one block.
        let l = FragLayout::choose(16, 8, 4).unwrap();
        assert_eq!((l.wm, l.wn), (1, 1));
        // More accumulators per lane than registers allow.
        assert!(FragLayout::choose(256, 256, 4).is_none());
        assert!(FragLayout::choose(24, 8, 1).is_none());
    }

    #[test]
    fn swizzle_is_the_widest_atom_dividing_the_row() {
        assert_eq!(swizzle_bytes(64), Some(128));
        assert_eq!(swizzle_bytes(32), Some(64));
        assert_eq!(swizzle_bytes(16), Some(32));
        assert_eq!(swizzle_bytes(48), Some(32));
        assert_eq!(swizzle_bytes(8), None);
    }
}
