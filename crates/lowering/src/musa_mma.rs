//! tl.dot on MUSA's matrix engines: WMMA (a warp-level MMA; PH1 = mp_31 with 32-lane warps,
//! QY2 = mp_22 with 128-lane waves) and SQMMA (PH1's squad MMA: four warps, both operands in
//! swizzled shared memory through `llvm.musa.sqmma.desc.*` descriptors). Names, operand order,
//! shapes and per-lane layouts follow `../shared/research/musa-mma-facts.md` (§1 WMMA, §2
//! SQMMA); where the facts leave a choice open, `docs/musa.md` says which was taken and why.
//!
//! Both operands are staged in shared memory and each lane reads its fragment elements with
//! plain shared loads (MUSA has no ldmatrix). The accumulator is read from, and the result
//! written to, a shared-memory tile: correct for every consumer, not yet tuned (nothing here
//! can be timed on MUSA hardware).

use crate::host::{HostLowering, Lowered};
use crate::mlir_types::*;
use tm_frontend::tile_ir::*;

/// The MUSA matrix engines a kernel may use (the target's engine description).
#[derive(Clone, Debug, PartialEq)]
pub struct MusaEngines {
    /// The warp-level WMMA of this arch; None: off (`DISABLE_WMMA`) or none exists.
    pub wmma: Option<WmmaArch>,
    /// PH1 SQMMA (FlagTree: capability >= 31); false with `DISABLE_SQMMA`.
    pub sqmma: bool,
    /// `TRITON_MUSA_ENABLE_K128_SQMMA`: f16/bf16 16x64 and 64x16 tiles step K by 128, issued
    /// as two K=64 instructions (FlagTree's split: the toolkit's llc crashes on the native one).
    pub k128_sqmma: bool,
    /// PH1 global-to-shared async copies (`llvm.musa.memcpy.g2s`) for staging dot operands;
    /// false with `DISABLE_ASYNC_COPY`.
    pub async_copy: bool,
    /// PH1's tensor-memory engine reads host descriptors' blocks (`llvm.musa.tme.ld.tile.*`);
    /// false with `DISABLE_TME`.
    pub tme: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum WmmaArch {
    /// mp_31, 32-lane warps: `llvm.musa.{ffmma,...}.mMnNkK.mma`, several shapes.
    Ph1,
    /// mp_22, 128-lane waves: m32n32k16 f16/bf16 only.
    Qy2,
}

/// Operand element types of the engines (`getWmmaEltType`; f32 operands run as tf32).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MmaElt {
    F16,
    Bf16,
    Tf32,
    S8,
    E4m3,
    E5m2,
}

impl MmaElt {
    fn bits(self) -> i64 {
        match self {
            MmaElt::F16 | MmaElt::Bf16 => 16,
            MmaElt::Tf32 => 32,
            MmaElt::S8 | MmaElt::E4m3 | MmaElt::E5m2 => 8,
        }
    }

    fn wmma_tag(self) -> &'static str {
        match self {
            MmaElt::F16 => "ffmma",
            MmaElt::Bf16 => "bfmma",
            MmaElt::Tf32 => "tfmma",
            MmaElt::S8 => "imma",
            MmaElt::E4m3 => "e4m3",
            MmaElt::E5m2 => "e5m2",
        }
    }

    fn sqmma_tag(self) -> &'static str {
        match self {
            MmaElt::F16 => "fmma",
            MmaElt::Bf16 => "bfmma",
            MmaElt::Tf32 => "tfmma",
            MmaElt::S8 => "smma",
            MmaElt::E4m3 => "e4m3",
            MmaElt::E5m2 => "e5m2",
        }
    }

    /// The SQMMA descriptor intrinsic and the type of the element value it takes.
    fn sqmma_desc(self) -> (&'static str, &'static str) {
        match self.bits() {
            16 => ("llvm.musa.sqmma.desc.half", "i16"),
            32 => ("llvm.musa.sqmma.desc.fp32", "f32"),
            _ => ("llvm.musa.sqmma.desc.i8", "i8"),
        }
    }

    fn is_fp8(self) -> bool {
        matches!(self, MmaElt::E4m3 | MmaElt::E5m2)
    }

    /// The candidate SQMMA (M, N) of this type (`isSupportedSqmmaInstrMN`) and its K steps
    /// (`isValidPh1K`), largest first.
    fn sqmma_shapes(self) -> (&'static [(i64, i64)], &'static [i64]) {
        const WIDE: &[(i64, i64)] =
            &[(64, 128), (128, 64), (128, 32), (64, 64), (32, 128), (32, 64), (64, 32), (16, 64), (64, 16), (32, 32)];
        const TF32: &[(i64, i64)] = &[(128, 64), (64, 64), (32, 64), (64, 32), (16, 64), (64, 16), (32, 32)];
        match self.bits() {
            16 => (WIDE, &[64, 32, 16]),
            32 => (TF32, &[32, 16, 8]),
            _ => (WIDE, &[128, 64, 32]),
        }
    }
}

/// Where a lane's fragment elements sit in a tile: a linear map from the bits of the lane, of
/// the warp (within a squad) and of the register index to (row, column) offsets, added up
/// (FlagTree's linear layouts; all bases here are distinct powers of two, so xor is addition).
#[derive(Clone, Debug, PartialEq)]
pub struct FragMap {
    pub lane: Vec<(i64, i64)>,
    pub warp: Vec<(i64, i64)>,
    pub reg: Vec<(i64, i64)>,
}

fn bases(bits: &[(i64, i64)], x: i64) -> (i64, i64) {
    bits.iter().enumerate().filter(|(i, _)| (x >> i) & 1 == 1).fold((0, 0), |(r, c), (_, b)| (r + b.0, c + b.1))
}

/// `n` register bases stepping `step` along one dimension (`identity1D`).
fn steps(count: i64, step: (i64, i64)) -> Vec<(i64, i64)> {
    (0..count.trailing_zeros()).map(|i| (step.0 << i, step.1 << i)).collect()
}

impl FragMap {
    pub fn at(&self, lane: i64, warp: i64, reg: i64) -> (i64, i64) {
        let (a, b, c) = (bases(&self.lane, lane), bases(&self.warp, warp), bases(&self.reg, reg));
        (a.0 + b.0 + c.0, a.1 + b.1 + c.1)
    }

    pub fn regs(&self) -> i64 {
        1 << self.reg.len()
    }

    /// PH1 WMMA A (rows m, columns k) or B (rows n): F36 `musaPH1WMMAToOperandLinearLayout`,
    /// `k = (l & 3) + 4 (r mod K/4)`, `m = (l >> 2) + 8 (r div K/4)`.
    pub fn ph1_wmma_operand(rows: i64, k: i64) -> FragMap {
        let mut reg = steps(k / 4, (0, 4));
        reg.extend(steps(rows / 8, (8, 0)));
        FragMap { lane: vec![(0, 1), (0, 2), (1, 0), (2, 0), (4, 0)], warp: vec![], reg }
    }

    /// PH1 WMMA C/D (m, n): `n = (l & 7) + 8 (r mod N/8)`, `m = (l >> 3) + 4 (r div N/8)`.
    pub fn ph1_wmma_acc(m: i64, n: i64) -> FragMap {
        let mut reg = steps(n / 8, (0, 8));
        reg.extend(steps(m / 4, (4, 0)));
        FragMap { lane: vec![(0, 1), (0, 2), (0, 4), (1, 0), (2, 0)], warp: vec![], reg }
    }

    /// QY2 WMMA m32n32k16 A or B, K-major (MUTLASS `MP22_32x16_Row`):
    /// `row = ((l >> 2) & 15) + 16 v1`, `k = 2 (l & 3) + v0 + 8 (l >> 6)`.
    pub fn qy2_wmma_operand() -> FragMap {
        FragMap {
            lane: vec![(0, 2), (0, 4), (1, 0), (2, 0), (4, 0), (8, 0), (0, 8)],
            warp: vec![],
            reg: vec![(0, 1), (16, 0)],
        }
    }

    /// QY2 WMMA C/D: `m = ((l >> 3) & 3) + 4 (l >> 6) + 8 (e >> 1)`,
    /// `n = (l & 7) + 8 ((l >> 5) & 1) + 16 (e & 1)` (FlagTree 3.2 and MUTLASS agree).
    pub fn qy2_wmma_acc() -> FragMap {
        FragMap {
            lane: vec![(0, 1), (0, 2), (0, 4), (1, 0), (2, 0), (0, 8), (4, 0)],
            warp: vec![],
            reg: vec![(0, 16), (8, 0), (16, 0)],
        }
    }

    /// PH1 SQMMA C/D over a squad (w = warp in the squad): `n = (l & 7) + 8 (r mod N/8)`,
    /// `m = ((l >> 3) & 3) + 4 w + 16 (r div N/8)`.
    pub fn sqmma_acc(m: i64, n: i64) -> FragMap {
        let mut reg = steps(n / 8, (0, 8));
        reg.extend(steps(m / 16, (16, 0)));
        FragMap { lane: vec![(0, 1), (0, 2), (0, 4), (1, 0), (2, 0)], warp: vec![(4, 0), (8, 0)], reg }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum MusaEngine {
    Wmma(WmmaArch),
    Sqmma,
}

/// The engine chosen for one dot: the operand tiles it reads (through an i8 or fp8 widening
/// cast, the narrow tile itself), their element type and the instruction shape.
#[derive(Clone, Debug, PartialEq)]
pub struct MusaDotPlan {
    pub engine: MusaEngine,
    pub elt: MmaElt,
    pub a: ValueId,
    pub b: ValueId,
    /// (M, N, K) of one instruction.
    pub inst: (i64, i64, i64),
    /// K=128 SQMMA tiles (two K=64 calls per step).
    pub k128: bool,
}

/// PH1 WMMA shapes per operand width (FZ `MusaArchTraits.h`), in the order taken on ties.
fn ph1_wmma_shapes(bits: i64) -> &'static [(i64, i64, i64)] {
    match bits {
        16 => &[(16, 16, 32), (16, 16, 16), (16, 8, 16), (8, 16, 16), (16, 8, 8)],
        32 => &[(16, 16, 16), (16, 8, 8), (16, 8, 4)],
        _ => &[(16, 16, 64), (16, 16, 32), (16, 16, 16), (16, 8, 16), (8, 16, 16)],
    }
}

/// SQMMA: the PH1 swizzle codes of K-major operands (16-byte granularity, 256-byte stride;
/// musa-mma-facts.md §2.6) and the bytes of one swizzle line.
const SG_16B: i64 = 1;
const SS_256B: i64 = 3;
const SWIZZLE_LINE: i64 = 256;
const SWIZZLE_SECTOR: i64 = 16;
/// `@global_smem` alignment with 16-byte-granular swizzles (`getSqmmaSwizzleAlignment`).
pub const SQMMA_SMEM_ALIGN: i64 = 4096;

impl<'f> HostLowering<'f> {
    /// An operand as the engines read it: an i8 or fp8 tile widened by a cast is read narrow.
    fn musa_operand(&self, v: ValueId, tf32: bool) -> Option<(ValueId, MmaElt)> {
        let s = self.f.ty(v).dtype.scalar()?;
        if let Some(OpKind::Cast(x)) = self.defs.get(&v).map(|o| &o.kind) {
            let narrow = self.f.ty(*x).dtype.scalar()?;
            match (narrow, s) {
                (Scalar::I8, Scalar::I32) => return Some((*x, MmaElt::S8)),
                (Scalar::F8E4M3, Scalar::F16) => return Some((*x, MmaElt::E4m3)),
                (Scalar::F8E5M2, Scalar::F16) => return Some((*x, MmaElt::E5m2)),
                _ => {}
            }
        }
        match s {
            Scalar::F16 => Some((v, MmaElt::F16)),
            Scalar::BF16 => Some((v, MmaElt::Bf16)),
            Scalar::F32 if tf32 => Some((v, MmaElt::Tf32)),
            _ => None,
        }
    }

    /// The MUSA engine for this dot, in FlagTree's order: SQMMA when it fits, else WMMA, else
    /// None (FMA).
    pub(crate) fn musa_dot_plan(&self, r: ValueId, a: ValueId, b: ValueId, tf32: bool) -> Option<MusaDotPlan> {
        let eng = self.simt.as_ref()?.musa.clone()?;
        if self.f.ty(r).shape.len() != 2 {
            return None; // a batch of dots: the FMA path
        }
        let (a, ea) = self.musa_operand(a, tf32)?;
        let (b, eb) = self.musa_operand(b, tf32)?;
        let acc = self.f.ty(r).dtype.scalar()?;
        let want_acc = if ea == MmaElt::S8 { Scalar::I32 } else { Scalar::F32 };
        if ea != eb || acc != want_acc {
            return None;
        }
        let elt = ea;
        let (m, n, k) = (self.f.ty(r).shape[0], self.f.ty(r).shape[1], self.f.ty(a).shape[1]);
        let warps = self.info().num_warps as i64;
        if eng.sqmma && warps % 4 == 0 {
            if let Some((inst, k128)) = sqmma_shape(elt, m, n, k, eng.k128_sqmma) {
                return Some(MusaDotPlan { engine: MusaEngine::Sqmma, elt, a, b, inst, k128 });
            }
        }
        let arch = eng.wmma?;
        let inst = match arch {
            WmmaArch::Ph1 => ph1_wmma_shapes(elt.bits())
                .iter()
                .filter(|(im, in_, ik)| m % im == 0 && n % in_ == 0 && k % ik == 0)
                .min_by_key(|(im, in_, ik)| (m / im) * (n / in_) * (k / ik))
                .copied()?,
            WmmaArch::Qy2 => {
                let fits = matches!(elt, MmaElt::F16 | MmaElt::Bf16) && m % 32 == 0 && n % 32 == 0 && k % 16 == 0;
                fits.then_some((32, 32, 16))?
            }
        };
        Some(MusaDotPlan { engine: MusaEngine::Wmma(arch), elt, a, b, inst, k128: false })
    }

    /// `acc + a @ b` on a MUSA engine (see the module comment).
    pub(crate) fn musa_dot(&mut self, r: ValueId, acc: ValueId, plan: &MusaDotPlan) -> Result<Lowered, String> {
        let (im, in_, ik) = plan.inst;
        let what = match &plan.engine {
            MusaEngine::Wmma(WmmaArch::Ph1) => format!("MUSA WMMA (PH1) m{im}n{in_}k{ik}"),
            MusaEngine::Wmma(WmmaArch::Qy2) => format!("MUSA WMMA (QY2) m{im}n{in_}k{ik}"),
            MusaEngine::Sqmma if plan.k128 => format!("MUSA SQMMA m{im}n{in_}k128 (two k{ik} calls)"),
            MusaEngine::Sqmma => format!("MUSA SQMMA m{im}n{in_}k{ik}"),
        };
        self.line(&format!("// tl.dot {r}: {what}, {:?} operands", plan.elt));
        match plan.engine {
            MusaEngine::Wmma(arch) => self.musa_wmma(r, acc, plan, arch),
            MusaEngine::Sqmma => self.musa_sqmma(r, acc, plan),
        }
    }

    /// (row, column) of this lane's fragment element 0 in `map`: the lane's and warp's bits
    /// times their bases.
    fn frag_origin(&mut self, map: &FragMap, lane: &str, warp: &str) -> (String, String) {
        let mut rc = [self.index(0), self.index(0)];
        let c2 = self.index(2);
        for (bits, src) in [(&map.lane, lane), (&map.warp, warp)] {
            for (i, base) in bits.iter().enumerate() {
                let sh = self.index(1 << i);
                let q = self.assign(&format!("arith.divui {src}, {sh} : index"));
                let bit = self.assign(&format!("arith.remui {q}, {c2} : index"));
                for (d, step) in [(0, base.0), (1, base.1)] {
                    if step != 0 {
                        let s = self.index(step);
                        let t = self.assign(&format!("arith.muli {bit}, {s} : index"));
                        rc[d] = self.assign(&format!("arith.addi {}, {t} : index", rc[d]));
                    }
                }
            }
        }
        let [r, c] = rc;
        (r, c)
    }

    fn add_index(&mut self, x: &str, c: i64) -> String {
        if c == 0 {
            return x.to_string();
        }
        let k = self.index(c);
        self.assign(&format!("arith.addi {x}, {k} : index"))
    }

    fn i32_const(&mut self, c: i64) -> String {
        self.assign(&format!("llvm.mlir.constant({c} : i32) : i32"))
    }

    /// Elements (`bits` wide) packed little-end first into i32 words.
    fn pack_words(&mut self, elems: &[String], et: &str, bits: i64) -> Vec<String> {
        let per = (32 / bits) as usize;
        elems
            .chunks(per)
            .map(|c| {
                if per == 1 {
                    self.assign(&format!("llvm.bitcast {} : {et} to i32", c[0]))
                } else {
                    let v = self.build_vector(c, et, per);
                    self.assign(&format!("llvm.bitcast {v} : vector<{per}x{et}> to i32"))
                }
            })
            .collect()
    }

    /// One word as `i32`, several as `vector<n x i32>` (FlagTree's `packToVector`).
    fn word_operand(&mut self, words: &[String]) -> (String, String) {
        if words.len() == 1 {
            (words[0].clone(), "i32".into())
        } else {
            let n = words.len();
            (self.build_vector(words, "i32", n), format!("vector<{n}xi32>"))
        }
    }

    /// The accumulator registers of a tile at (`row0`, `col0`): from `acc_buf`, or zeros.
    fn acc_words(
        &mut self,
        acc_buf: Option<&str>,
        map: &FragMap,
        origin: &(String, String),
        at: (&str, &str),
        rty: &Type,
    ) -> String {
        let n = map.regs();
        let vt = format!("vector<{n}xi32>");
        let Some(buf) = acc_buf else { return self.assign(&format!("llvm.mlir.zero : {vt}")) };
        let et = memref_elem(rty);
        let mut words = vec![];
        for idx in self.acc_indices(map, origin, at) {
            let x = self.buf_load_raw(buf, &idx, rty);
            words.push(if et == "i32" { x } else { self.assign(&format!("llvm.bitcast {x} : {et} to i32")) });
        }
        self.build_vector(&words, "i32", n as usize)
    }

    /// (row, column) of each of this lane's accumulator registers for the tile at `at`.
    fn acc_indices(&mut self, map: &FragMap, origin: &(String, String), at: (&str, &str)) -> Vec<[String; 2]> {
        let r0 = self.assign(&format!("arith.addi {}, {} : index", at.0, origin.0));
        let c0 = self.assign(&format!("arith.addi {}, {} : index", at.1, origin.1));
        (0..map.regs())
            .map(|q| {
                let (dr, dc) = map.at(0, 0, q);
                [self.add_index(&r0, dr), self.add_index(&c0, dc)]
            })
            .collect()
    }

    /// Store the result registers `d` of a tile at (`row0`, `col0`) into `out`.
    fn store_acc(
        &mut self,
        d: &str,
        out: &str,
        map: &FragMap,
        origin: &(String, String),
        at: (&str, &str),
        rty: &Type,
    ) {
        let n = map.regs();
        let et = memref_elem(rty);
        for (q, idx) in self.acc_indices(map, origin, at).into_iter().enumerate() {
            let cq = self.i32_const(q as i64);
            let w = self.assign(&format!("llvm.extractelement {d}[{cq} : i32] : vector<{n}xi32>"));
            let x = if et == "i32" { w } else { self.assign(&format!("llvm.bitcast {w} : i32 to {et}")) };
            self.store_elem(&x, out, &idx, rty);
        }
    }

    /// Open `for j in 0..ceil(tiles / workers)`, tile `t = worker + workers * j`, guarded by
    /// `t < tiles`; returns the tile's (row, column) origin. Close with `close_tile_loop`.
    fn open_tile_loop(&mut self, worker: &str, workers: i64, tiles: (i64, i64), inst: (i64, i64)) -> (String, String) {
        let total = tiles.0 * tiles.1;
        let rounds = (total + workers - 1) / workers;
        let (c0, c1, cr, cw, ct) =
            (self.index(0), self.index(1), self.index(rounds), self.index(workers), self.index(total));
        let j = self.fresh();
        self.line(&format!("scf.for {j} = {c0} to {cr} step {c1} {{"));
        self.indent += 1;
        let jw = self.assign(&format!("arith.muli {j}, {cw} : index"));
        let t = self.assign(&format!("arith.addi {worker}, {jw} : index"));
        let inside = self.assign(&format!("arith.cmpi ult, {t}, {ct} : index"));
        self.line(&format!("scf.if {inside} {{"));
        self.indent += 1;
        let (ctn, cim, cin) = (self.index(tiles.1), self.index(inst.0), self.index(inst.1));
        let tm = self.assign(&format!("arith.divui {t}, {ctn} : index"));
        let tn = self.assign(&format!("arith.remui {t}, {ctn} : index"));
        let row0 = self.assign(&format!("arith.muli {tm}, {cim} : index"));
        let col0 = self.assign(&format!("arith.muli {tn}, {cin} : index"));
        (row0, col0)
    }

    fn close_tile_loop(&mut self) {
        for _ in 0..2 {
            self.indent -= 1;
            self.line("}");
        }
    }

    /// Open `scf.for ks = 0 to k step ik` carrying `init` (a `vector<n x i32>`); returns the
    /// step's K offset, the carried value and the loop's result.
    fn open_k_loop(&mut self, k: i64, ik: i64, init: &str, n: i64) -> (String, String, String) {
        let (c0, ck, cs) = (self.index(0), self.index(k), self.index(ik));
        let (res, ks, c) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!(
            "{res} = scf.for {ks} = {c0} to {ck} step {cs} iter_args({c} = {init}) -> (vector<{n}xi32>) {{"
        ));
        self.indent += 1;
        (ks, c, res)
    }

    fn close_k_loop(&mut self, d: &str, n: i64) {
        self.line(&format!("scf.yield {d} : vector<{n}xi32>"));
        self.indent -= 1;
        self.line("}");
    }

    /// A load that `llvm.musa.memcpy.g2s` can copy straight into shared memory, as (pointer
    /// tile, mask, elements per copy): groups of consecutive elements along the last axis that
    /// are contiguous, equally masked and 4 to 16 bytes, zero where masked off
    /// (musa-mma-facts.md §4.1). `once`: the load has no other reader.
    fn g2s_source(&self, v: ValueId, once: bool) -> Option<(ValueId, Option<ValueId>, u32)> {
        if !self.info().musa.as_ref()?.async_copy || matches!(self.vals.get(&v), Some(Lowered::Buffer(_))) {
            return None;
        }
        let Some(OpKind::Load { ptr, mask, other }) = self.defs.get(&v).map(|o| &o.kind) else { return None };
        let ty = self.f.ty(v);
        let eb = ty.dtype.scalar()?.mem_bytes();
        let vec = self.access_vec(*ptr, *mask, self.f.ty(*ptr)).min(16 / eb);
        let fits = ty.shape.len() == 2
            && vec * eb >= 4
            && other.is_none_or(|o| self.is_zero(o, 0))
            && (!once || self.uses.get(v).users.len() == 1);
        fits.then_some((*ptr, *mask, vec))
    }

    /// Copy load `v` into shared memory with async copies; `dst` gives the shared byte address
    /// of a group's first element. Masked-off groups get zeros by plain stores instead (the copy
    /// has no zero-fill). The caller waits (`g2s_wait`).
    fn g2s_copy(
        &mut self,
        v: ValueId,
        (ptr, mask, vec): (ValueId, Option<ValueId>, u32),
        dst: &mut dyn FnMut(&mut Self, &[String]) -> String,
    ) -> Result<(), String> {
        let ty = self.f.ty(v).clone();
        let et = memref_elem(&ty);
        let bytes = vec as i64 * ty.dtype.scalar().unwrap().mem_bytes() as i64;
        self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
            if l.group.as_ref().is_some_and(|g| g[0] != idx) {
                return Ok(());
            }
            let src = l.elem(ptr, idx)?;
            let d = dst(l, idx);
            let copy = |l: &mut Self| {
                let (n, prefetch) = (l.i32_const(bytes), l.i32_const(0));
                l.call_void(
                    "llvm.musa.memcpy.g2s",
                    &[d.clone(), src.clone(), n, prefetch],
                    &["!llvm.ptr<3>", "!llvm.ptr<1>", "i32", "i32"],
                );
            };
            match mask {
                Some(m) => {
                    let m = l.elem(m, idx)?;
                    l.line(&format!("scf.if {m} {{"));
                    l.indent += 1;
                    copy(l);
                    l.indent -= 1;
                    l.line("} else {");
                    l.indent += 1;
                    let z = l.assign(&format!("llvm.mlir.zero : vector<{vec}x{et}>"));
                    l.line(&format!("llvm.store {z}, {d} : vector<{vec}x{et}>, !llvm.ptr<3>"));
                    l.indent -= 1;
                    l.line("}");
                }
                None => copy(l),
            }
            Ok(())
        })?;
        self.note_smem_write();
        Ok(())
    }

    /// The copies wait per thread, so a barrier follows (F32's note on `memcpy.g2s.wait`).
    fn g2s_wait(&mut self) {
        self.call_void("llvm.musa.memcpy.g2s.wait", &[], &[]);
        self.sync();
    }

    /// WMMA operands in shared memory, row-major: async copies where the operand is a suitable
    /// load, else through registers (`operand_buffers`).
    fn wmma_operand_buffers(&mut self, ops: &[ValueId]) -> Result<Vec<String>, String> {
        let mut copied = false;
        for &v in ops {
            if let Some(src) = self.g2s_source(v, false) {
                let ty = self.f.ty(v).clone();
                let buf = self.smem_alloc(&ty);
                self.g2s_copy(v, src, &mut |l, idx| l.smem_elem_ptr(&buf, idx, &ty))?;
                self.vals.insert(v, Lowered::Buffer(buf));
                copied = true;
            }
        }
        if copied {
            self.g2s_wait();
        }
        self.operand_buffers(ops)
    }

    /// The accumulator's shared tile (None for zeros) and the result's. A lane reads its C
    /// elements before it writes the same D elements, and no two lanes share one, so a tile made
    /// here for the accumulator alone takes the result too (QY2 has 72 KiB of shared memory).
    fn acc_and_result_buffers(&mut self, acc: ValueId, rty: &Type) -> Result<(Option<String>, String), String> {
        if self.is_zero(acc, 0) {
            return Ok((None, self.alloca(rty)));
        }
        let private = !matches!(self.vals.get(&acc), Some(Lowered::Buffer(_))) && self.uses.get(acc).users.len() == 1;
        let buf = self.buffer_of(acc)?;
        let out = if private { buf.clone() } else { self.alloca(rty) };
        Ok((Some(buf), out))
    }

    /// The WMMA path: warps take the M x N tile's instruction tiles in turn; per K step each
    /// lane reads its A and B elements from the staged operands and issues one WMMA.
    fn musa_wmma(&mut self, r: ValueId, acc: ValueId, plan: &MusaDotPlan, arch: WmmaArch) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let (aty, bty) = (self.f.ty(plan.a).clone(), self.f.ty(plan.b).clone());
        let (m, n, k) = (rty.shape[0], rty.shape[1], aty.shape[1]);
        let (im, in_, ik) = plan.inst;
        let (amap, bmap, cmap) = match arch {
            WmmaArch::Ph1 => {
                (FragMap::ph1_wmma_operand(im, ik), FragMap::ph1_wmma_operand(in_, ik), FragMap::ph1_wmma_acc(im, in_))
            }
            WmmaArch::Qy2 => (FragMap::qy2_wmma_operand(), FragMap::qy2_wmma_operand(), FragMap::qy2_wmma_acc()),
        };
        let bufs = self.wmma_operand_buffers(&[plan.a, plan.b])?;
        let (acc_buf, out) = self.acc_and_result_buffers(acc, &rty)?;
        let ws = self.index(self.info().warp_size as i64);
        let warp = self.assign(&format!("arith.divui %tidx, {ws} : index"));
        let lane = self.assign(&format!("arith.remui %tidx, {ws} : index"));
        let c0 = self.index(0);
        let ao = self.frag_origin(&amap, &lane, &c0);
        let bo = self.frag_origin(&bmap, &lane, &c0);
        let co = self.frag_origin(&cmap, &lane, &c0);
        let warps = self.info().num_warps as i64;
        let (row0, col0) = self.open_tile_loop(&warp, warps, (m / im, n / in_), (im, in_));
        let nc = cmap.regs();
        let init = self.acc_words(acc_buf.as_deref(), &cmap, &co, (&row0, &col0), &rty);
        let (ks, c, res) = self.open_k_loop(k, ik, &init, nc);
        let et = self.ety(&aty.dtype);
        let bits = plan.elt.bits();
        let mut operands = vec![];
        for (buf, map, ty, origin, base, b_side) in
            [(&bufs[0], &amap, &aty, &ao, &row0, false), (&bufs[1], &bmap, &bty, &bo, &col0, true)]
        {
            let rows0 = self.assign(&format!("arith.addi {base}, {} : index", origin.0));
            let k0 = self.assign(&format!("arith.addi {ks}, {} : index", origin.1));
            let mut elems = vec![];
            for q in 0..map.regs() {
                let (dr, dk) = map.at(0, 0, q);
                let (ri, ki) = (self.add_index(&rows0, dr), self.add_index(&k0, dk));
                // A is [M, K]; B is staged as [K, N]
                let idx = if b_side { [ki, ri] } else { [ri, ki] };
                elems.push(self.buf_load_raw(buf, &idx, ty));
            }
            let words = self.pack_words(&elems, &et, bits);
            operands.push(self.word_operand(&words));
        }
        let name = format!("llvm.musa.{}.m{im}n{in_}k{ik}.mma", plan.elt.wmma_tag());
        let vt = format!("vector<{nc}xi32>");
        // sat 1, format 1, layout 1 (A row / K-major, B col / K-major: `encodeWmmaShape`)
        let (sat, fmt, layout) = (self.i32_const(1), self.i32_const(1), self.i32_const(1));
        let mut args = vec![operands[0].0.clone(), operands[1].0.clone(), c.clone(), sat, fmt, layout];
        let mut tys =
            vec![operands[0].1.clone(), operands[1].1.clone(), vt.clone(), "i32".into(), "i32".into(), "i32".into()];
        if plan.elt.is_fp8() {
            // ScaleA, ScaleB, ScaleInfos
            for _ in 0..3 {
                args.push(self.i32_const(0));
                tys.push("i32".into());
            }
        }
        let tys: Vec<&str> = tys.iter().map(|s| s.as_str()).collect();
        let d = self.call(&name, &args, &tys, &vt);
        self.close_k_loop(&d, nc);
        self.store_acc(&res, &out, &cmap, &co, (&row0, &col0), &rty);
        self.close_tile_loop();
        self.sync();
        Ok(Lowered::Buffer(out))
    }

    /// Byte offset of element (row, kk) of a K-major SQMMA operand of `rows` rows staged at
    /// `base`, before the swizzle: K is split into groups of at most 256 bytes, each its own
    /// [rows x group] block (`offset = (k / E) rows E + row E + k % E`).
    fn sqmma_logical_offset(&mut self, base: i64, row: &str, kk: &str, rows: i64, group: i64, eb: i64) -> String {
        let (cg, crg, ceb) = (self.index(group), self.index(rows * group), self.index(eb));
        let g = self.assign(&format!("arith.divui {kk}, {cg} : index"));
        let kin = self.assign(&format!("arith.remui {kk}, {cg} : index"));
        let go = self.assign(&format!("arith.muli {g}, {crg} : index"));
        let ro = self.assign(&format!("arith.muli {row}, {cg} : index"));
        let lin = self.assign(&format!("arith.addi {go}, {ro} : index"));
        let lin = self.assign(&format!("arith.addi {lin}, {kin} : index"));
        let bytes = self.assign(&format!("arith.muli {lin}, {ceb} : index"));
        self.add_index(&bytes, base)
    }

    /// Where element (row, kk) of a staged SQMMA operand is stored: its offset swizzled (16-byte
    /// sectors xor the line number mod 16).
    fn sqmma_operand_addr(&mut self, base: i64, row: &str, kk: &str, rows: i64, group: i64, eb: i64) -> String {
        let logical = self.sqmma_logical_offset(base, row, kk, rows, group, eb);
        self.ph1_swizzle(&logical)
    }

    /// `applyPH1TMESwizzleToByteAddress` with SG 16, SS 256, SL 256 on an absolute address.
    fn ph1_swizzle(&mut self, addr: &str) -> String {
        let (cl, cs, cx) =
            (self.index(SWIZZLE_LINE), self.index(SWIZZLE_SECTOR), self.index(SWIZZLE_LINE / SWIZZLE_SECTOR));
        let line = self.assign(&format!("arith.divui {addr}, {cl} : index"));
        let inl = self.assign(&format!("arith.remui {addr}, {cl} : index"));
        let sector = self.assign(&format!("arith.divui {inl}, {cs} : index"));
        let within = self.assign(&format!("arith.remui {inl}, {cs} : index"));
        let lx = self.assign(&format!("arith.remui {line}, {cx} : index"));
        let sx = self.assign(&format!("arith.xori {sector}, {lx} : index"));
        let l0 = self.assign(&format!("arith.muli {line}, {cl} : index"));
        let s0 = self.assign(&format!("arith.muli {sx}, {cs} : index"));
        let a = self.assign(&format!("arith.addi {l0}, {s0} : index"));
        self.assign(&format!("arith.addi {a}, {within} : index"))
    }

    fn smem_byte_ptr(&mut self, off: &str) -> String {
        let o32 = self.assign(&format!("arith.index_cast {off} : index to i32"));
        self.assign(&format!("llvm.getelementptr %smem[{o32}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"))
    }

    /// Stage `v` ([rows, K] when `k_last`, else [K, rows]) K-major and swizzled at `base`. B
    /// given as `trans(x)` is staged from x, which is already K-major. Returns whether async
    /// copies were issued (the caller waits).
    fn stage_sqmma_operand(&mut self, v: ValueId, base: i64, k_last: bool, group: i64) -> Result<bool, String> {
        let (v, k_last) = match self.defs.get(&v).map(|o| &o.kind) {
            Some(OpKind::Permute(x, perm))
                if !k_last && perm == &vec![1, 0] && !matches!(self.vals.get(&v), Some(Lowered::Buffer(_))) =>
            {
                (*x, true)
            }
            _ => (v, k_last),
        };
        let ty = self.f.ty(v).clone();
        let eb = ty.dtype.scalar().unwrap().mem_bytes() as i64;
        if let Some(src) = self.g2s_source(v, true).filter(|_| k_last) {
            // a group of at most 16 bytes stays inside one swizzle sector
            self.g2s_copy(v, src, &mut |l, idx| {
                let a = l.sqmma_operand_addr(base, &idx[0], &idx[1], ty.shape[0], group, eb);
                l.smem_byte_ptr(&a)
            })?;
            return Ok(true);
        }
        let rows = if k_last { ty.shape[0] } else { ty.shape[1] };
        let et = memref_elem(&ty);
        let vec = self.natural_vec(&ty);
        self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
            let Some(elems) = l.group_elems(v, idx)? else { return Ok(()) };
            for (j, e) in elems.iter().enumerate() {
                let col = l.add_index(&idx[1], j as i64);
                let (row, kk) = if k_last { (idx[0].clone(), col) } else { (col, idx[0].clone()) };
                let a = l.sqmma_operand_addr(base, &row, &kk, rows, group, eb);
                let p = l.smem_byte_ptr(&a);
                l.line(&format!("llvm.store {e}, {p} : {et}, !llvm.ptr<3>"));
            }
            Ok(())
        })?;
        self.note_smem_write();
        Ok(false)
    }

    /// The SQMMA path: both operands staged K-major in PH1-swizzled shared memory; squads of
    /// four warps take the instruction tiles in turn; per K step one descriptor per operand
    /// (`llvm.musa.sqmma.desc.*` on the sub-tile's first element) and one SQMMA; a full barrier
    /// before the first (FlagTree's issue barrier) and `llvm.musa.sqmma.wait` before the
    /// results are read.
    fn musa_sqmma(&mut self, r: ValueId, acc: ValueId, plan: &MusaDotPlan) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let aty = self.f.ty(plan.a).clone();
        let (m, n, k) = (rty.shape[0], rty.shape[1], aty.shape[1]);
        let (im, in_, ik) = plan.inst;
        let eb = plan.elt.bits() / 8;
        let group = k.min(SWIZZLE_LINE / eb);
        let abase = self.smem_reserve(m * k * eb, crate::mma::SWIZZLE_ALIGN);
        let bbase = self.smem_reserve(n * k * eb, crate::mma::SWIZZLE_ALIGN);
        self.smem_align = self.smem_align.max(SQMMA_SMEM_ALIGN);
        let copied_a = self.stage_sqmma_operand(plan.a, abase, true, group)?;
        let copied_b = self.stage_sqmma_operand(plan.b, bbase, false, group)?;
        if copied_a || copied_b {
            self.call_void("llvm.musa.memcpy.g2s.wait", &[], &[]);
        }
        let (acc_buf, out) = self.acc_and_result_buffers(acc, &rty)?;
        self.call_void("llvm.musa.barrier0", &[], &[]);
        let c32 = self.index(32);
        let c4 = self.index(4);
        let warp = self.assign(&format!("arith.divui %tidx, {c32} : index"));
        let lane = self.assign(&format!("arith.remui %tidx, {c32} : index"));
        let squad = self.assign(&format!("arith.divui {warp}, {c4} : index"));
        let in_squad = self.assign(&format!("arith.remui {warp}, {c4} : index"));
        let cmap = FragMap::sqmma_acc(im, in_);
        let co = self.frag_origin(&cmap, &lane, &in_squad);
        let squads = self.info().num_warps as i64 / 4;
        let (row0, col0) = self.open_tile_loop(&squad, squads, (m / im, n / in_), (im, in_));
        let nc = cmap.regs();
        let init = self.acc_words(acc_buf.as_deref(), &cmap, &co, (&row0, &col0), &rty);
        let (ks, c, res) = self.open_k_loop(k, ik, &init, nc);
        let (desc, data_ty) = plan.elt.sqmma_desc();
        let mut descs = vec![];
        for (base, row, rows) in [(abase, &row0, m), (bbase, &col0, n)] {
            // the sub-tile's first element, unswizzled (as F32's hand-built start address)
            let off = self.sqmma_logical_offset(base, row, &ks, rows, group, eb);
            let p = self.smem_byte_ptr(&off);
            let data = self.assign(&format!("llvm.load {p} : !llvm.ptr<3> -> {data_ty}"));
            let (lead, sg, ss) = (self.i32_const(group * eb), self.i32_const(SG_16B), self.i32_const(SS_256B));
            descs.push(self.call(desc, &[data, lead, sg, ss], &[data_ty, "i32", "i32", "i32"], "i32"));
        }
        let name = format!("llvm.musa.sqmma.{}.m{im}n{in_}k{ik}.mma", plan.elt.sqmma_tag());
        let vt = format!("vector<{nc}xi32>");
        // transA 0 (A K-major), transB 1 (B K-major), aNeg 0, bNeg 0, scale_out 1 (F36), sat 0,
        // stepA/B/C 0
        let consts: Vec<String> = [0, 1, 0, 0, 1, 0, 0, 0, 0].iter().map(|x| self.i32_const(*x)).collect();
        let mut args = vec![descs[0].clone(), descs[1].clone(), c.clone()];
        args.extend(consts);
        let mut tys = vec!["i32", "i32", vt.as_str()];
        tys.extend(["i32"; 9]);
        let d = self.call(&name, &args, &tys, &vt);
        self.close_k_loop(&d, nc);
        self.call_void("llvm.musa.sqmma.wait", &[], &[]);
        self.store_acc(&res, &out, &cmap, &co, (&row0, &col0), &rty);
        self.close_tile_loop();
        self.sync();
        Ok(Lowered::Buffer(out))
    }
}

/// The SQMMA instruction for an M x N x K dot of `elt`, if one fits: the largest (M, N) that
/// divides the tile with at most 64 accumulator registers per lane, and the largest K step
/// that divides K and fits one 256-byte swizzle group. K-major rows must be a power of two
/// bytes up to 256, or whole 256-byte groups.
fn sqmma_shape(elt: MmaElt, m: i64, n: i64, k: i64, k128: bool) -> Option<((i64, i64, i64), bool)> {
    let eb = elt.bits() / 8;
    let row_bytes = k * eb;
    let rows_ok =
        if row_bytes <= SWIZZLE_LINE { (row_bytes as u64).is_power_of_two() } else { row_bytes % SWIZZLE_LINE == 0 };
    if !rows_ok {
        return None;
    }
    let group = k.min(SWIZZLE_LINE / eb);
    let (mns, ks) = elt.sqmma_shapes();
    let (im, in_) = mns.iter().copied().find(|(im, in_)| m % im == 0 && n % in_ == 0 && im * in_ / 128 <= 64)?;
    let ik = ks.iter().copied().find(|ik| k % ik == 0 && group % ik == 0)?;
    let long =
        k128 && ik == 64 && eb == 2 && matches!((im, in_), (16, 64) | (64, 16)) && k % 128 == 0 && group % 128 == 0;
    Some(((im, in_, ik), long))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every (lane, register) of a fragment names a distinct element and together they cover
    /// the instruction tile.
    fn covers(map: &FragMap, lanes: i64, warps: i64, rows: i64, cols: i64) {
        let mut seen = std::collections::HashSet::new();
        for w in 0..warps {
            for l in 0..lanes {
                for q in 0..map.regs() {
                    let (r, c) = map.at(l, w, q);
                    assert!(r < rows && c < cols, "({r}, {c}) outside {rows}x{cols}");
                    assert!(seen.insert((r, c)), "({r}, {c}) twice");
                }
            }
        }
        assert_eq!(seen.len() as i64, rows * cols);
    }

    #[test]
    fn ph1_wmma_layouts_follow_the_facts() {
        for (im, in_, ik) in [(16, 16, 16), (16, 8, 16), (16, 16, 32), (8, 16, 16), (16, 8, 8)] {
            let a = FragMap::ph1_wmma_operand(im, ik);
            covers(&a, 32, 1, im, ik);
            for l in 0..32 {
                for r in 0..a.regs() {
                    let kq = ik / 4;
                    assert_eq!(a.at(l, 0, r), ((l >> 2) + 8 * (r / kq), (l & 3) + 4 * (r % kq)));
                }
            }
            let c = FragMap::ph1_wmma_acc(im, in_);
            covers(&c, 32, 1, im, in_);
            for l in 0..32 {
                for r in 0..c.regs() {
                    let nq = in_ / 8;
                    assert_eq!(c.at(l, 0, r), ((l >> 3) + 4 * (r / nq), (l & 7) + 8 * (r % nq)));
                }
            }
        }
        // registers per lane of the facts' table: f16 m16n16k16 A 4 words, C 8
        assert_eq!(FragMap::ph1_wmma_operand(16, 16).regs() * 16 / 32, 4);
        assert_eq!(FragMap::ph1_wmma_acc(16, 16).regs(), 8);
    }

    #[test]
    fn qy2_wmma_layouts_follow_the_facts() {
        let a = FragMap::qy2_wmma_operand();
        covers(&a, 128, 1, 32, 16);
        let c = FragMap::qy2_wmma_acc();
        covers(&c, 128, 1, 32, 32);
        for l in 0..128 {
            for v in 0..4 {
                let (v0, v1) = (v & 1, v >> 1);
                assert_eq!(a.at(l, 0, v), (((l >> 2) & 15) + 16 * v1, 2 * (l & 3) + v0 + 8 * (l >> 6)));
            }
            for e in 0..8 {
                let m = ((l >> 3) & 3) + 4 * (l >> 6) + 8 * (e >> 1);
                let n = (l & 7) + 8 * ((l >> 5) & 1) + 16 * (e & 1);
                assert_eq!(c.at(l, 0, e), (m, n));
            }
        }
    }

    #[test]
    fn sqmma_accumulator_layout_follows_the_facts() {
        for (im, in_) in [(64, 64), (32, 32), (128, 64), (16, 64), (64, 16)] {
            let c = FragMap::sqmma_acc(im, in_);
            covers(&c, 32, 4, im, in_);
            assert_eq!(c.regs(), im * in_ / 128);
            for w in 0..4 {
                for l in 0..32 {
                    for r in 0..c.regs() {
                        let nq = in_ / 8;
                        assert_eq!(c.at(l, w, r), (((l >> 3) & 3) + 4 * w + 16 * (r / nq), (l & 7) + 8 * (r % nq)));
                    }
                }
            }
        }
    }

    /// The fragments compute a matrix product: A and B as the lanes hold them, multiplied the
    /// way an MMA unit with these layouts does, give A @ B at the C layout's places.
    #[test]
    fn wmma_fragments_multiply() {
        for (am, cm, (im, in_, ik), lanes) in [
            (FragMap::ph1_wmma_operand(16, 16), FragMap::ph1_wmma_acc(16, 16), (16, 16, 16), 32),
            (FragMap::qy2_wmma_operand(), FragMap::qy2_wmma_acc(), (32, 32, 16), 128),
        ] {
            let bm = if lanes == 32 { FragMap::ph1_wmma_operand(in_, ik) } else { am.clone() };
            let a = |i: i64, k: i64| ((i * 7 + k * 3) % 11) as f64;
            let b = |k: i64, j: i64| ((k * 5 + j * 2) % 13) as f64;
            let mut amat = vec![vec![0.0; ik as usize]; im as usize];
            let mut bmat = vec![vec![0.0; in_ as usize]; ik as usize];
            for l in 0..lanes {
                for q in 0..am.regs() {
                    let (i, k) = am.at(l, 0, q);
                    amat[i as usize][k as usize] = a(i, k);
                }
                for q in 0..bm.regs() {
                    let (j, k) = bm.at(l, 0, q);
                    bmat[k as usize][j as usize] = b(k, j);
                }
            }
            for l in 0..lanes {
                for q in 0..cm.regs() {
                    let (i, j) = cm.at(l, 0, q);
                    let got: f64 = (0..ik as usize).map(|k| amat[i as usize][k] * bmat[k][j as usize]).sum();
                    let want: f64 = (0..ik).map(|k| a(i, k) * b(k, j)).sum();
                    assert_eq!(got, want);
                }
            }
        }
    }

    #[test]
    fn sqmma_shapes_prefer_large_tiles_within_64_registers() {
        assert_eq!(sqmma_shape(MmaElt::F16, 128, 128, 64, false), Some(((64, 128), 64).into_shape()));
        assert_eq!(sqmma_shape(MmaElt::F16, 64, 64, 32, false), Some(((64, 64), 32).into_shape()));
        assert_eq!(sqmma_shape(MmaElt::Tf32, 64, 64, 32, false), Some(((64, 64), 32).into_shape()));
        assert_eq!(sqmma_shape(MmaElt::S8, 64, 64, 64, false), Some(((64, 64), 64).into_shape()));
        // a 96-byte row is neither a power of two nor whole 256-byte groups
        assert_eq!(sqmma_shape(MmaElt::F16, 64, 64, 48, false), None);
        assert_eq!(sqmma_shape(MmaElt::F16, 16, 8, 16, false), None);
        // K=128 opt-in for 64x16 f16 tiles
        assert_eq!(sqmma_shape(MmaElt::F16, 64, 16, 128, true), Some(((64, 16, 64), true)));
    }

    trait IntoShape {
        fn into_shape(self) -> ((i64, i64, i64), bool);
    }
    impl IntoShape for ((i64, i64), i64) {
        fn into_shape(self) -> ((i64, i64, i64), bool) {
            ((self.0 .0, self.0 .1, self.1), false)
        }
    }
}
