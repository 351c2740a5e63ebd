; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

define void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl nuw nsw i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = icmp sgt i32 %5, 32
  %21 = shl nuw nsw i64 %14, 3
  %22 = and i64 %21, 24
  %23 = lshr i64 %14, 2
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = or disjoint i32 %17, %24
  %26 = mul i32 %25, %6
  %27 = sext i32 %26 to i64
  %28 = getelementptr half, ptr addrspace(1) %0, i64 %27
  %29 = trunc nuw nsw i64 %22 to i32
  %30 = getelementptr half, ptr addrspace(1) %28, i64 %22
  %31 = lshr i64 %14, 3
  %32 = xor i64 %31, %14
  %33 = shl nuw nsw i64 %23, 6
  %34 = shl nuw nsw i64 %32, 4
  %35 = and i64 %34, 48
  %36 = or disjoint i64 %35, %33
  %37 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = icmp slt i32 %25, %3
  %39 = icmp slt i32 %29, %5
  %40 = and i1 %38, %39
  %41 = and i1 %19, %40
  %42 = select i1 %41, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %37, ptr addrspace(1) %30, i32 %42)
  %43 = or disjoint i64 %21, 1024
  %44 = lshr i64 %43, 5
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = or disjoint i32 %17, %45
  %47 = mul i32 %46, %6
  %48 = sext i32 %47 to i64
  %49 = getelementptr half, ptr addrspace(1) %0, i64 %48
  %50 = getelementptr half, ptr addrspace(1) %49, i64 %22
  %51 = shl nuw nsw i64 %44, 6
  %52 = or disjoint i64 %51, %35
  %53 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %52
  %54 = icmp slt i32 %46, %3
  %55 = and i1 %54, %39
  %56 = and i1 %19, %55
  %57 = select i1 %56, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %53, ptr addrspace(1) %50, i32 %57)
  %58 = and i64 %21, 56
  %59 = trunc nuw nsw i64 %31 to i32
  %60 = mul i32 %59, %8
  %61 = sext i32 %60 to i64
  %62 = getelementptr half, ptr addrspace(1) %1, i64 %61
  %63 = trunc nuw nsw i64 %58 to i32
  %64 = or disjoint i32 %18, %63
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr half, ptr addrspace(1) %62, i64 %65
  %67 = lshr exact i64 %58, 3
  %68 = and i64 %31, 7
  %69 = xor i64 %67, %68
  %70 = shl nuw nsw i64 %31, 7
  %71 = shl nuw nsw i64 %69, 4
  %72 = or disjoint i64 %71, %70
  %73 = or disjoint i64 %72, 12288
  %74 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %73
  %75 = icmp slt i32 %59, %5
  %76 = icmp slt i32 %64, %4
  %77 = and i1 %76, %75
  %78 = and i1 %19, %77
  %79 = select i1 %78, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %74, ptr addrspace(1) %66, i32 %79)
  %80 = lshr i64 %43, 6
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = mul i32 %81, %8
  %83 = sext i32 %82 to i64
  %84 = getelementptr half, ptr addrspace(1) %1, i64 %83
  %85 = getelementptr half, ptr addrspace(1) %84, i64 %65
  %86 = and i64 %80, 7
  %87 = xor i64 %86, %67
  %88 = shl nuw nsw i64 %80, 7
  %89 = shl nuw nsw i64 %87, 4
  %90 = or disjoint i64 %89, %88
  %91 = or i64 %90, 12288
  %92 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %91
  %93 = icmp slt i32 %81, %5
  %94 = and i1 %76, %93
  %95 = and i1 %19, %94
  %96 = select i1 %95, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %92, ptr addrspace(1) %85, i32 %96)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %97 = or disjoint i32 %29, 32
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr half, ptr addrspace(1) %28, i64 %98
  %100 = or disjoint i64 %36, 4096
  %101 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %100
  %102 = icmp slt i32 %97, %5
  %103 = and i1 %38, %102
  %104 = and i1 %20, %103
  %105 = select i1 %104, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %101, ptr addrspace(1) %99, i32 %105)
  %106 = getelementptr half, ptr addrspace(1) %49, i64 %98
  %107 = or i64 %52, 4096
  %108 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %107
  %109 = and i1 %54, %102
  %110 = and i1 %20, %109
  %111 = select i1 %110, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %108, ptr addrspace(1) %106, i32 %111)
  %112 = or disjoint i32 %59, 32
  %113 = mul i32 %112, %8
  %114 = sext i32 %113 to i64
  %115 = getelementptr half, ptr addrspace(1) %1, i64 %114
  %116 = getelementptr half, ptr addrspace(1) %115, i64 %65
  %117 = or disjoint i64 %72, 16384
  %118 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %117
  %119 = icmp slt i32 %112, %5
  %120 = and i1 %76, %119
  %121 = and i1 %20, %120
  %122 = select i1 %121, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %118, ptr addrspace(1) %116, i32 %122)
  %123 = or disjoint i32 %81, 32
  %124 = mul i32 %123, %8
  %125 = sext i32 %124 to i64
  %126 = getelementptr half, ptr addrspace(1) %1, i64 %125
  %127 = getelementptr half, ptr addrspace(1) %126, i64 %65
  %128 = or i64 %90, 16384
  %129 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %128
  %130 = icmp slt i32 %123, %5
  %131 = and i1 %76, %130
  %132 = and i1 %20, %131
  %133 = select i1 %132, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %129, ptr addrspace(1) %127, i32 %133)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %65
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %12, %.lr.ph
  %134 = phi i32 [ %323, %.lr.ph ], [ 0, %12 ]
  %135 = phi float [ %280, %.lr.ph ], [ 0.000000e+00, %12 ]
  %136 = phi float [ %279, %.lr.ph ], [ 0.000000e+00, %12 ]
  %137 = phi float [ %278, %.lr.ph ], [ 0.000000e+00, %12 ]
  %138 = phi float [ %277, %.lr.ph ], [ 0.000000e+00, %12 ]
  %139 = phi float [ %276, %.lr.ph ], [ 0.000000e+00, %12 ]
  %140 = phi float [ %275, %.lr.ph ], [ 0.000000e+00, %12 ]
  %141 = phi float [ %274, %.lr.ph ], [ 0.000000e+00, %12 ]
  %142 = phi float [ %273, %.lr.ph ], [ 0.000000e+00, %12 ]
  %143 = phi float [ %272, %.lr.ph ], [ 0.000000e+00, %12 ]
  %144 = phi float [ %271, %.lr.ph ], [ 0.000000e+00, %12 ]
  %145 = phi float [ %270, %.lr.ph ], [ 0.000000e+00, %12 ]
  %146 = phi float [ %269, %.lr.ph ], [ 0.000000e+00, %12 ]
  %147 = phi float [ %268, %.lr.ph ], [ 0.000000e+00, %12 ]
  %148 = phi float [ %267, %.lr.ph ], [ 0.000000e+00, %12 ]
  %149 = phi float [ %266, %.lr.ph ], [ 0.000000e+00, %12 ]
  %150 = phi float [ %265, %.lr.ph ], [ 0.000000e+00, %12 ]
  %151 = phi float [ %264, %.lr.ph ], [ 0.000000e+00, %12 ]
  %152 = phi float [ %263, %.lr.ph ], [ 0.000000e+00, %12 ]
  %153 = phi float [ %262, %.lr.ph ], [ 0.000000e+00, %12 ]
  %154 = phi float [ %261, %.lr.ph ], [ 0.000000e+00, %12 ]
  %155 = phi float [ %260, %.lr.ph ], [ 0.000000e+00, %12 ]
  %156 = phi float [ %259, %.lr.ph ], [ 0.000000e+00, %12 ]
  %157 = phi float [ %258, %.lr.ph ], [ 0.000000e+00, %12 ]
  %158 = phi float [ %257, %.lr.ph ], [ 0.000000e+00, %12 ]
  %159 = phi float [ %256, %.lr.ph ], [ 0.000000e+00, %12 ]
  %160 = phi float [ %255, %.lr.ph ], [ 0.000000e+00, %12 ]
  %161 = phi float [ %254, %.lr.ph ], [ 0.000000e+00, %12 ]
  %162 = phi float [ %253, %.lr.ph ], [ 0.000000e+00, %12 ]
  %163 = phi float [ %252, %.lr.ph ], [ 0.000000e+00, %12 ]
  %164 = phi float [ %251, %.lr.ph ], [ 0.000000e+00, %12 ]
  %165 = phi float [ %250, %.lr.ph ], [ 0.000000e+00, %12 ]
  %166 = phi float [ %249, %.lr.ph ], [ 0.000000e+00, %12 ]
  %167 = phi i32 [ %324, %.lr.ph ], [ 0, %12 ]
  %168 = add i32 %167, 64
  %169 = icmp slt i32 %168, %5
  tail call void asm sideeffect "cp.async.wait_group 1;", ""() #3
  %170 = shl nuw nsw i32 %134, 12
  %171 = zext nneg i32 %170 to i64
  tail call void @llvm.nvvm.barrier0()
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %172 = add i64 %171, add (i64 ptrtoint (ptr addrspace(3) @global_smem to i64), i64 12288)
  %173 = lshr exact i64 %172, 4
  %174 = and i64 %173, 16383
  %175 = or disjoint i64 %174, 4611686293322072064
  %176 = add i64 %171, ptrtoint (ptr addrspace(3) @global_smem to i64)
  %177 = lshr exact i64 %176, 4
  %178 = and i64 %177, 16383
  %179 = or disjoint i64 %178, -9223371899415756800
  %180 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %179, i64 %175, i32 1, float %166, float %165, float %164, float %163, float %162, float %161, float %160, float %159, float %158, float %157, float %156, float %155, float %154, float %153, float %152, float %151, float %150, float %149, float %148, float %147, float %146, float %145, float %144, float %143, float %142, float %141, float %140, float %139, float %138, float %137, float %136, float %135) #3
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 0
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 1
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 2
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 3
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 4
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 5
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 6
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 7
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 8
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 9
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 10
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 11
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 12
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 13
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 14
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 15
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 16
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 17
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 18
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 19
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 20
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 21
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 22
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 23
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 24
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 25
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 26
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 27
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 28
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 29
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 30
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %180, 31
  %213 = add nuw nsw i64 %174, 4611686293322072192
  %214 = add nuw nsw i64 %178, -9223371899415756798
  %215 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %214, i64 %213, i32 1, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212) #3
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 0
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 1
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 2
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 3
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 4
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 5
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 6
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 7
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 8
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 9
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 10
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 11
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 12
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 13
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 14
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 15
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 16
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 17
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 18
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 19
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 20
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 21
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 22
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 23
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 24
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 25
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 26
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 27
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 28
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 29
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 30
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %248 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247) #3
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 0
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 1
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 2
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 3
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 4
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 5
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 6
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 7
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 8
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 9
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 10
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 11
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 12
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 13
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 14
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 15
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 16
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 17
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 18
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 19
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 20
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 21
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 22
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 23
  %273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 24
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 25
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 26
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 27
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 28
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 29
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 30
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %248, 31
  tail call void @llvm.nvvm.barrier0()
  %281 = add nuw nsw i32 %134, 2
  %282 = urem i32 %281, 3
  %283 = shl nuw nsw i32 %282, 12
  %284 = zext nneg i32 %283 to i64
  %285 = or disjoint i32 %168, %29
  %286 = sext i32 %285 to i64
  %287 = getelementptr half, ptr addrspace(1) %28, i64 %286
  %288 = or disjoint i64 %36, %284
  %289 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %288
  %290 = icmp slt i32 %285, %5
  %291 = and i1 %38, %290
  %292 = and i1 %169, %291
  %293 = select i1 %292, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %289, ptr addrspace(1) %287, i32 %293)
  %294 = getelementptr half, ptr addrspace(1) %49, i64 %286
  %295 = or disjoint i64 %51, %284
  %296 = or disjoint i64 %295, %35
  %297 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %296
  %298 = and i1 %54, %290
  %299 = and i1 %169, %298
  %300 = select i1 %299, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %297, ptr addrspace(1) %294, i32 %300)
  %301 = add nuw nsw i64 %284, 12288
  %302 = or disjoint i32 %168, %59
  %303 = mul i32 %302, %8
  %304 = sext i32 %303 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %304
  %305 = or disjoint i64 %72, %301
  %306 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %305
  %307 = icmp slt i32 %302, %5
  %308 = and i1 %76, %307
  %309 = and i1 %169, %308
  %310 = select i1 %309, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %306, ptr addrspace(1) %gep, i32 %310)
  %311 = or disjoint i32 %168, %81
  %312 = mul i32 %311, %8
  %313 = sext i32 %312 to i64
  %gep51 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %313
  %314 = or disjoint i64 %88, %301
  %315 = or disjoint i64 %314, %89
  %316 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %315
  %317 = icmp slt i32 %311, %5
  %318 = and i1 %76, %317
  %319 = and i1 %169, %318
  %320 = select i1 %319, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %316, ptr addrspace(1) %gep51, i32 %320)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %321 = add i32 %134, 1
  %322 = icmp eq i32 %321, 3
  %323 = select i1 %322, i32 0, i32 %321
  %324 = add i32 %167, 32
  %325 = icmp slt i32 %324, %5
  br i1 %325, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph, %12
  %.lcssa49 = phi float [ 0.000000e+00, %12 ], [ %249, %.lr.ph ]
  %.lcssa48 = phi float [ 0.000000e+00, %12 ], [ %250, %.lr.ph ]
  %.lcssa47 = phi float [ 0.000000e+00, %12 ], [ %251, %.lr.ph ]
  %.lcssa46 = phi float [ 0.000000e+00, %12 ], [ %252, %.lr.ph ]
  %.lcssa45 = phi float [ 0.000000e+00, %12 ], [ %253, %.lr.ph ]
  %.lcssa44 = phi float [ 0.000000e+00, %12 ], [ %254, %.lr.ph ]
  %.lcssa43 = phi float [ 0.000000e+00, %12 ], [ %255, %.lr.ph ]
  %.lcssa42 = phi float [ 0.000000e+00, %12 ], [ %256, %.lr.ph ]
  %.lcssa41 = phi float [ 0.000000e+00, %12 ], [ %257, %.lr.ph ]
  %.lcssa40 = phi float [ 0.000000e+00, %12 ], [ %258, %.lr.ph ]
  %.lcssa39 = phi float [ 0.000000e+00, %12 ], [ %259, %.lr.ph ]
  %.lcssa38 = phi float [ 0.000000e+00, %12 ], [ %260, %.lr.ph ]
  %.lcssa37 = phi float [ 0.000000e+00, %12 ], [ %261, %.lr.ph ]
  %.lcssa36 = phi float [ 0.000000e+00, %12 ], [ %262, %.lr.ph ]
  %.lcssa35 = phi float [ 0.000000e+00, %12 ], [ %263, %.lr.ph ]
  %.lcssa34 = phi float [ 0.000000e+00, %12 ], [ %264, %.lr.ph ]
  %.lcssa33 = phi float [ 0.000000e+00, %12 ], [ %265, %.lr.ph ]
  %.lcssa32 = phi float [ 0.000000e+00, %12 ], [ %266, %.lr.ph ]
  %.lcssa31 = phi float [ 0.000000e+00, %12 ], [ %267, %.lr.ph ]
  %.lcssa30 = phi float [ 0.000000e+00, %12 ], [ %268, %.lr.ph ]
  %.lcssa29 = phi float [ 0.000000e+00, %12 ], [ %269, %.lr.ph ]
  %.lcssa28 = phi float [ 0.000000e+00, %12 ], [ %270, %.lr.ph ]
  %.lcssa27 = phi float [ 0.000000e+00, %12 ], [ %271, %.lr.ph ]
  %.lcssa26 = phi float [ 0.000000e+00, %12 ], [ %272, %.lr.ph ]
  %.lcssa25 = phi float [ 0.000000e+00, %12 ], [ %273, %.lr.ph ]
  %.lcssa24 = phi float [ 0.000000e+00, %12 ], [ %274, %.lr.ph ]
  %.lcssa23 = phi float [ 0.000000e+00, %12 ], [ %275, %.lr.ph ]
  %.lcssa22 = phi float [ 0.000000e+00, %12 ], [ %276, %.lr.ph ]
  %.lcssa21 = phi float [ 0.000000e+00, %12 ], [ %277, %.lr.ph ]
  %.lcssa20 = phi float [ 0.000000e+00, %12 ], [ %278, %.lr.ph ]
  %.lcssa19 = phi float [ 0.000000e+00, %12 ], [ %279, %.lr.ph ]
  %.lcssa = phi float [ 0.000000e+00, %12 ], [ %280, %.lr.ph ]
  tail call void asm sideeffect "cp.async.wait_group 0;", ""() #3
  %326 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %.lcssa49, float %.lcssa48, float %.lcssa47, float %.lcssa46, float %.lcssa45, float %.lcssa44, float %.lcssa43, float %.lcssa42, float %.lcssa41, float %.lcssa40, float %.lcssa39, float %.lcssa38, float %.lcssa37, float %.lcssa36, float %.lcssa35, float %.lcssa34, float %.lcssa33, float %.lcssa32, float %.lcssa31, float %.lcssa30, float %.lcssa29, float %.lcssa28, float %.lcssa27, float %.lcssa26, float %.lcssa25, float %.lcssa24, float %.lcssa23, float %.lcssa22, float %.lcssa21, float %.lcssa20, float %.lcssa19, float %.lcssa) #3
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 0
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 1
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 2
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 3
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 4
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 5
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 6
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 7
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 8
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 9
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 10
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 11
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 12
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 13
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 14
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 15
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 16
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 17
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 18
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 19
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 20
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 21
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 22
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 23
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 24
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 25
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 26
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 27
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 28
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 29
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 30
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %326, 31
  tail call void @llvm.nvvm.barrier0()
  %359 = lshr i64 %14, 1
  %360 = and i64 %359, 48
  %361 = and i64 %23, 7
  %362 = shl nuw nsw i64 %14, 1
  %363 = and i64 %362, 6
  %364 = or disjoint i64 %360, %361
  %365 = or disjoint i64 %363, 1
  %366 = or disjoint i64 %363, 8
  %367 = or disjoint i64 %363, 9
  %368 = or disjoint i64 %363, 16
  %369 = or disjoint i64 %363, 17
  %370 = or disjoint i64 %363, 24
  %371 = or disjoint i64 %363, 25
  %372 = or disjoint i64 %363, 32
  %373 = or disjoint i64 %363, 33
  %374 = or disjoint i64 %363, 40
  %375 = or disjoint i64 %363, 41
  %376 = or disjoint i64 %363, 48
  %377 = or disjoint i64 %363, 49
  %378 = or disjoint i64 %363, 56
  %379 = or disjoint i64 %363, 57
  %380 = shl nuw nsw i64 %364, 6
  %381 = or disjoint i64 %380, %363
  %382 = getelementptr float, ptr addrspace(3) @global_smem, i64 %381
  store float %327, ptr addrspace(3) %382, align 8
  %383 = or disjoint i64 %380, %365
  %384 = getelementptr float, ptr addrspace(3) @global_smem, i64 %383
  store float %328, ptr addrspace(3) %384, align 4
  %385 = or disjoint i64 %380, 512
  %386 = or disjoint i64 %385, %363
  %387 = getelementptr float, ptr addrspace(3) @global_smem, i64 %386
  store float %329, ptr addrspace(3) %387, align 8
  %388 = or disjoint i64 %385, %365
  %389 = getelementptr float, ptr addrspace(3) @global_smem, i64 %388
  store float %330, ptr addrspace(3) %389, align 4
  %390 = or disjoint i64 %380, %366
  %391 = getelementptr float, ptr addrspace(3) @global_smem, i64 %390
  store float %331, ptr addrspace(3) %391, align 8
  %392 = or disjoint i64 %380, %367
  %393 = getelementptr float, ptr addrspace(3) @global_smem, i64 %392
  store float %332, ptr addrspace(3) %393, align 4
  %394 = or disjoint i64 %385, %366
  %395 = getelementptr float, ptr addrspace(3) @global_smem, i64 %394
  store float %333, ptr addrspace(3) %395, align 8
  %396 = or disjoint i64 %385, %367
  %397 = getelementptr float, ptr addrspace(3) @global_smem, i64 %396
  store float %334, ptr addrspace(3) %397, align 4
  %398 = or disjoint i64 %380, %368
  %399 = getelementptr float, ptr addrspace(3) @global_smem, i64 %398
  store float %335, ptr addrspace(3) %399, align 8
  %400 = or disjoint i64 %380, %369
  %401 = getelementptr float, ptr addrspace(3) @global_smem, i64 %400
  store float %336, ptr addrspace(3) %401, align 4
  %402 = or disjoint i64 %385, %368
  %403 = getelementptr float, ptr addrspace(3) @global_smem, i64 %402
  store float %337, ptr addrspace(3) %403, align 8
  %404 = or disjoint i64 %385, %369
  %405 = getelementptr float, ptr addrspace(3) @global_smem, i64 %404
  store float %338, ptr addrspace(3) %405, align 4
  %406 = or disjoint i64 %380, %370
  %407 = getelementptr float, ptr addrspace(3) @global_smem, i64 %406
  store float %339, ptr addrspace(3) %407, align 8
  %408 = or disjoint i64 %380, %371
  %409 = getelementptr float, ptr addrspace(3) @global_smem, i64 %408
  store float %340, ptr addrspace(3) %409, align 4
  %410 = or disjoint i64 %385, %370
  %411 = getelementptr float, ptr addrspace(3) @global_smem, i64 %410
  store float %341, ptr addrspace(3) %411, align 8
  %412 = or disjoint i64 %385, %371
  %413 = getelementptr float, ptr addrspace(3) @global_smem, i64 %412
  store float %342, ptr addrspace(3) %413, align 4
  %414 = or disjoint i64 %380, %372
  %415 = getelementptr float, ptr addrspace(3) @global_smem, i64 %414
  store float %343, ptr addrspace(3) %415, align 8
  %416 = or disjoint i64 %380, %373
  %417 = getelementptr float, ptr addrspace(3) @global_smem, i64 %416
  store float %344, ptr addrspace(3) %417, align 4
  %418 = or disjoint i64 %385, %372
  %419 = getelementptr float, ptr addrspace(3) @global_smem, i64 %418
  store float %345, ptr addrspace(3) %419, align 8
  %420 = or disjoint i64 %385, %373
  %421 = getelementptr float, ptr addrspace(3) @global_smem, i64 %420
  store float %346, ptr addrspace(3) %421, align 4
  %422 = or disjoint i64 %380, %374
  %423 = getelementptr float, ptr addrspace(3) @global_smem, i64 %422
  store float %347, ptr addrspace(3) %423, align 8
  %424 = or disjoint i64 %380, %375
  %425 = getelementptr float, ptr addrspace(3) @global_smem, i64 %424
  store float %348, ptr addrspace(3) %425, align 4
  %426 = or disjoint i64 %385, %374
  %427 = getelementptr float, ptr addrspace(3) @global_smem, i64 %426
  store float %349, ptr addrspace(3) %427, align 8
  %428 = or disjoint i64 %385, %375
  %429 = getelementptr float, ptr addrspace(3) @global_smem, i64 %428
  store float %350, ptr addrspace(3) %429, align 4
  %430 = or disjoint i64 %380, %376
  %431 = getelementptr float, ptr addrspace(3) @global_smem, i64 %430
  store float %351, ptr addrspace(3) %431, align 8
  %432 = or disjoint i64 %380, %377
  %433 = getelementptr float, ptr addrspace(3) @global_smem, i64 %432
  store float %352, ptr addrspace(3) %433, align 4
  %434 = or disjoint i64 %385, %376
  %435 = getelementptr float, ptr addrspace(3) @global_smem, i64 %434
  store float %353, ptr addrspace(3) %435, align 8
  %436 = or disjoint i64 %385, %377
  %437 = getelementptr float, ptr addrspace(3) @global_smem, i64 %436
  store float %354, ptr addrspace(3) %437, align 4
  %438 = or disjoint i64 %380, %378
  %439 = getelementptr float, ptr addrspace(3) @global_smem, i64 %438
  store float %355, ptr addrspace(3) %439, align 8
  %440 = or disjoint i64 %380, %379
  %441 = getelementptr float, ptr addrspace(3) @global_smem, i64 %440
  store float %356, ptr addrspace(3) %441, align 4
  %442 = or disjoint i64 %385, %378
  %443 = getelementptr float, ptr addrspace(3) @global_smem, i64 %442
  store float %357, ptr addrspace(3) %443, align 8
  %444 = or disjoint i64 %385, %379
  %445 = getelementptr float, ptr addrspace(3) @global_smem, i64 %444
  store float %358, ptr addrspace(3) %445, align 4
  tail call void @llvm.nvvm.barrier0()
  %446 = or disjoint i64 %58, 4
  %447 = shl nuw nsw i64 %31, 6
  %448 = or disjoint i32 %17, %59
  %449 = mul i32 %448, %10
  %450 = sext i32 %449 to i64
  %451 = getelementptr float, ptr addrspace(1) %2, i64 %450
  %452 = icmp slt i32 %448, %3
  %453 = and i1 %452, %76
  br i1 %453, label %454, label %472

454:                                              ; preds = %._crit_edge
  %455 = getelementptr float, ptr addrspace(1) %451, i64 %65
  %456 = or disjoint i64 %58, %447
  %457 = getelementptr float, ptr addrspace(3) @global_smem, i64 %456
  %458 = load float, ptr addrspace(3) %457, align 16
  %459 = insertelement <4 x float> poison, float %458, i64 0
  %460 = or disjoint i64 %456, 1
  %461 = getelementptr float, ptr addrspace(3) @global_smem, i64 %460
  %462 = load float, ptr addrspace(3) %461, align 4
  %463 = insertelement <4 x float> %459, float %462, i64 1
  %464 = or disjoint i64 %456, 2
  %465 = getelementptr float, ptr addrspace(3) @global_smem, i64 %464
  %466 = load float, ptr addrspace(3) %465, align 8
  %467 = insertelement <4 x float> %463, float %466, i64 2
  %468 = or disjoint i64 %456, 3
  %469 = getelementptr float, ptr addrspace(3) @global_smem, i64 %468
  %470 = load float, ptr addrspace(3) %469, align 4
  %471 = insertelement <4 x float> %467, float %470, i64 3
  store <4 x float> %471, ptr addrspace(1) %455, align 16
  br label %472

472:                                              ; preds = %454, %._crit_edge
  %473 = trunc nuw nsw i64 %446 to i32
  %474 = or disjoint i32 %18, %473
  %475 = icmp slt i32 %474, %4
  %476 = and i1 %452, %475
  br i1 %476, label %477, label %497

477:                                              ; preds = %472
  %478 = zext nneg i32 %474 to i64
  %479 = getelementptr float, ptr addrspace(1) %451, i64 %478
  %480 = or disjoint i64 %446, %447
  %481 = getelementptr float, ptr addrspace(3) @global_smem, i64 %480
  %482 = load float, ptr addrspace(3) %481, align 16
  %483 = insertelement <4 x float> poison, float %482, i64 0
  %484 = or disjoint i64 %58, %447
  %485 = or disjoint i64 %484, 5
  %486 = getelementptr float, ptr addrspace(3) @global_smem, i64 %485
  %487 = load float, ptr addrspace(3) %486, align 4
  %488 = insertelement <4 x float> %483, float %487, i64 1
  %489 = or disjoint i64 %484, 6
  %490 = getelementptr float, ptr addrspace(3) @global_smem, i64 %489
  %491 = load float, ptr addrspace(3) %490, align 8
  %492 = insertelement <4 x float> %488, float %491, i64 2
  %493 = or disjoint i64 %484, 7
  %494 = getelementptr float, ptr addrspace(3) @global_smem, i64 %493
  %495 = load float, ptr addrspace(3) %494, align 4
  %496 = insertelement <4 x float> %492, float %495, i64 3
  store <4 x float> %496, ptr addrspace(1) %479, align 16
  br label %497

497:                                              ; preds = %477, %472
  %498 = and i64 %43, 1984
  %499 = or disjoint i32 %17, %81
  %500 = mul i32 %499, %10
  %501 = sext i32 %500 to i64
  %502 = getelementptr float, ptr addrspace(1) %2, i64 %501
  %503 = icmp slt i32 %499, %3
  %504 = and i1 %503, %76
  br i1 %504, label %505, label %522

505:                                              ; preds = %497
  %506 = getelementptr float, ptr addrspace(1) %502, i64 %65
  %507 = getelementptr float, ptr addrspace(3) @global_smem, i64 %43
  %508 = load float, ptr addrspace(3) %507, align 16
  %509 = insertelement <4 x float> poison, float %508, i64 0
  %510 = or disjoint i64 %21, 1025
  %511 = getelementptr float, ptr addrspace(3) @global_smem, i64 %510
  %512 = load float, ptr addrspace(3) %511, align 4
  %513 = insertelement <4 x float> %509, float %512, i64 1
  %514 = or disjoint i64 %21, 1026
  %515 = getelementptr float, ptr addrspace(3) @global_smem, i64 %514
  %516 = load float, ptr addrspace(3) %515, align 8
  %517 = insertelement <4 x float> %513, float %516, i64 2
  %518 = or disjoint i64 %21, 1027
  %519 = getelementptr float, ptr addrspace(3) @global_smem, i64 %518
  %520 = load float, ptr addrspace(3) %519, align 4
  %521 = insertelement <4 x float> %517, float %520, i64 3
  store <4 x float> %521, ptr addrspace(1) %506, align 16
  br label %522

522:                                              ; preds = %505, %497
  %523 = and i1 %503, %475
  br i1 %523, label %524, label %543

524:                                              ; preds = %522
  %525 = zext nneg i32 %474 to i64
  %526 = getelementptr float, ptr addrspace(1) %502, i64 %525
  %527 = or disjoint i64 %446, %498
  %528 = getelementptr float, ptr addrspace(3) @global_smem, i64 %527
  %529 = load float, ptr addrspace(3) %528, align 16
  %530 = insertelement <4 x float> poison, float %529, i64 0
  %531 = or disjoint i64 %21, 1029
  %532 = getelementptr float, ptr addrspace(3) @global_smem, i64 %531
  %533 = load float, ptr addrspace(3) %532, align 4
  %534 = insertelement <4 x float> %530, float %533, i64 1
  %535 = or disjoint i64 %21, 1030
  %536 = getelementptr float, ptr addrspace(3) @global_smem, i64 %535
  %537 = load float, ptr addrspace(3) %536, align 8
  %538 = insertelement <4 x float> %534, float %537, i64 2
  %539 = or disjoint i64 %21, 1031
  %540 = getelementptr float, ptr addrspace(3) @global_smem, i64 %539
  %541 = load float, ptr addrspace(3) %540, align 4
  %542 = insertelement <4 x float> %538, float %541, i64 3
  store <4 x float> %542, ptr addrspace(1) %526, align 16
  br label %543

543:                                              ; preds = %524, %522
  %544 = or disjoint i64 %31, 32
  %545 = shl nuw nsw i64 %544, 6
  %546 = trunc nuw nsw i64 %544 to i32
  %547 = or disjoint i32 %17, %546
  %548 = mul i32 %547, %10
  %549 = sext i32 %548 to i64
  %550 = getelementptr float, ptr addrspace(1) %2, i64 %549
  %551 = icmp slt i32 %547, %3
  %552 = and i1 %551, %76
  br i1 %552, label %553, label %568

553:                                              ; preds = %543
  %554 = getelementptr float, ptr addrspace(1) %550, i64 %65
  %555 = or disjoint i64 %545, %58
  %556 = getelementptr float, ptr addrspace(3) @global_smem, i64 %555
  %557 = load float, ptr addrspace(3) %556, align 16
  %558 = insertelement <4 x float> poison, float %557, i64 0
  %sext5 = or disjoint i64 %555, 1
  %559 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext5
  %560 = load float, ptr addrspace(3) %559, align 4
  %561 = insertelement <4 x float> %558, float %560, i64 1
  %sext6 = or disjoint i64 %555, 2
  %562 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext6
  %563 = load float, ptr addrspace(3) %562, align 8
  %564 = insertelement <4 x float> %561, float %563, i64 2
  %sext7 = or disjoint i64 %555, 3
  %565 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext7
  %566 = load float, ptr addrspace(3) %565, align 4
  %567 = insertelement <4 x float> %564, float %566, i64 3
  store <4 x float> %567, ptr addrspace(1) %554, align 16
  br label %568

568:                                              ; preds = %553, %543
  %569 = and i1 %551, %475
  br i1 %569, label %570, label %587

570:                                              ; preds = %568
  %571 = zext nneg i32 %474 to i64
  %572 = getelementptr float, ptr addrspace(1) %550, i64 %571
  %573 = or disjoint i64 %446, %545
  %574 = getelementptr float, ptr addrspace(3) @global_smem, i64 %573
  %575 = load float, ptr addrspace(3) %574, align 16
  %576 = insertelement <4 x float> poison, float %575, i64 0
  %577 = or disjoint i64 %545, %58
  %sext8 = or disjoint i64 %577, 5
  %578 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext8
  %579 = load float, ptr addrspace(3) %578, align 4
  %580 = insertelement <4 x float> %576, float %579, i64 1
  %sext9 = or disjoint i64 %577, 6
  %581 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext9
  %582 = load float, ptr addrspace(3) %581, align 8
  %583 = insertelement <4 x float> %580, float %582, i64 2
  %sext10 = or disjoint i64 %577, 7
  %584 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext10
  %585 = load float, ptr addrspace(3) %584, align 4
  %586 = insertelement <4 x float> %583, float %585, i64 3
  store <4 x float> %586, ptr addrspace(1) %572, align 16
  br label %587

587:                                              ; preds = %570, %568
  %588 = or disjoint i64 %31, 48
  %589 = shl nuw nsw i64 %588, 6
  %590 = trunc nuw nsw i64 %588 to i32
  %591 = or disjoint i32 %17, %590
  %592 = mul i32 %591, %10
  %593 = sext i32 %592 to i64
  %594 = getelementptr float, ptr addrspace(1) %2, i64 %593
  %595 = icmp slt i32 %591, %3
  %596 = and i1 %595, %76
  br i1 %596, label %597, label %612

597:                                              ; preds = %587
  %598 = getelementptr float, ptr addrspace(1) %594, i64 %65
  %599 = or disjoint i64 %589, %58
  %600 = getelementptr float, ptr addrspace(3) @global_smem, i64 %599
  %601 = load float, ptr addrspace(3) %600, align 16
  %602 = insertelement <4 x float> poison, float %601, i64 0
  %sext11 = or disjoint i64 %599, 1
  %603 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext11
  %604 = load float, ptr addrspace(3) %603, align 4
  %605 = insertelement <4 x float> %602, float %604, i64 1
  %sext12 = or disjoint i64 %599, 2
  %606 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext12
  %607 = load float, ptr addrspace(3) %606, align 8
  %608 = insertelement <4 x float> %605, float %607, i64 2
  %sext13 = or disjoint i64 %599, 3
  %609 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext13
  %610 = load float, ptr addrspace(3) %609, align 4
  %611 = insertelement <4 x float> %608, float %610, i64 3
  store <4 x float> %611, ptr addrspace(1) %598, align 16
  br label %612

612:                                              ; preds = %597, %587
  %613 = and i1 %595, %475
  br i1 %613, label %614, label %631

614:                                              ; preds = %612
  %615 = zext nneg i32 %474 to i64
  %616 = getelementptr float, ptr addrspace(1) %594, i64 %615
  %617 = or disjoint i64 %446, %589
  %618 = getelementptr float, ptr addrspace(3) @global_smem, i64 %617
  %619 = load float, ptr addrspace(3) %618, align 16
  %620 = insertelement <4 x float> poison, float %619, i64 0
  %621 = or disjoint i64 %589, %58
  %sext14 = or disjoint i64 %621, 5
  %622 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext14
  %623 = load float, ptr addrspace(3) %622, align 4
  %624 = insertelement <4 x float> %620, float %623, i64 1
  %sext15 = or disjoint i64 %621, 6
  %625 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext15
  %626 = load float, ptr addrspace(3) %625, align 8
  %627 = insertelement <4 x float> %624, float %626, i64 2
  %sext16 = or disjoint i64 %621, 7
  %628 = getelementptr float, ptr addrspace(3) @global_smem, i64 %sext16
  %629 = load float, ptr addrspace(3) %628, align 4
  %630 = insertelement <4 x float> %627, float %629, i64 3
  store <4 x float> %630, ptr addrspace(1) %616, align 16
  br label %631

631:                                              ; preds = %614, %612
  ret void
}

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
