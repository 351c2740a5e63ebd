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
  %17 = tail call i32 asm "shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "=r,r"(i32 0) #3
  %18 = shl i32 %15, 6
  %19 = shl nuw nsw i32 %16, 6
  %20 = icmp sgt i32 %5, 0
  %21 = icmp sgt i32 %5, 32
  %22 = shl nuw nsw i64 %14, 3
  %23 = and i64 %22, 24
  %24 = lshr i64 %14, 2
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = or disjoint i32 %18, %25
  %27 = mul i32 %26, %6
  %28 = sext i32 %27 to i64
  %29 = getelementptr half, ptr addrspace(1) %0, i64 %28
  %30 = trunc nuw nsw i64 %23 to i32
  %31 = getelementptr half, ptr addrspace(1) %29, i64 %23
  %32 = lshr i64 %14, 3
  %33 = xor i64 %32, %14
  %34 = shl nuw nsw i64 %24, 6
  %35 = shl nuw nsw i64 %33, 4
  %36 = and i64 %35, 48
  %37 = or disjoint i64 %36, %34
  %38 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %37
  %39 = icmp slt i32 %26, %3
  %40 = icmp slt i32 %30, %5
  %41 = and i1 %39, %40
  %42 = and i1 %20, %41
  %43 = select i1 %42, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %38, ptr addrspace(1) %31, i32 %43)
  %44 = or disjoint i64 %22, 1024
  %45 = lshr i64 %44, 5
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = or disjoint i32 %18, %46
  %48 = mul i32 %47, %6
  %49 = sext i32 %48 to i64
  %50 = getelementptr half, ptr addrspace(1) %0, i64 %49
  %51 = getelementptr half, ptr addrspace(1) %50, i64 %23
  %52 = shl nuw nsw i64 %45, 6
  %53 = or disjoint i64 %52, %36
  %54 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %53
  %55 = icmp slt i32 %47, %3
  %56 = and i1 %55, %40
  %57 = and i1 %20, %56
  %58 = select i1 %57, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %54, ptr addrspace(1) %51, i32 %58)
  %59 = and i64 %22, 56
  %60 = trunc nuw nsw i64 %32 to i32
  %61 = mul i32 %60, %8
  %62 = sext i32 %61 to i64
  %63 = getelementptr half, ptr addrspace(1) %1, i64 %62
  %64 = trunc nuw nsw i64 %59 to i32
  %65 = or disjoint i32 %19, %64
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr half, ptr addrspace(1) %63, i64 %66
  %68 = lshr exact i64 %59, 3
  %69 = and i64 %32, 7
  %70 = xor i64 %68, %69
  %71 = shl nuw nsw i64 %32, 7
  %72 = shl nuw nsw i64 %70, 4
  %73 = or disjoint i64 %72, %71
  %74 = or disjoint i64 %73, 12288
  %75 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %74
  %76 = icmp slt i32 %60, %5
  %77 = icmp slt i32 %65, %4
  %78 = and i1 %77, %76
  %79 = and i1 %20, %78
  %80 = select i1 %79, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %75, ptr addrspace(1) %67, i32 %80)
  %81 = lshr i64 %44, 6
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = mul i32 %82, %8
  %84 = sext i32 %83 to i64
  %85 = getelementptr half, ptr addrspace(1) %1, i64 %84
  %86 = getelementptr half, ptr addrspace(1) %85, i64 %66
  %87 = and i64 %81, 7
  %88 = xor i64 %87, %68
  %89 = shl nuw nsw i64 %81, 7
  %90 = shl nuw nsw i64 %88, 4
  %91 = or disjoint i64 %90, %89
  %92 = or i64 %91, 12288
  %93 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %92
  %94 = icmp slt i32 %82, %5
  %95 = and i1 %77, %94
  %96 = and i1 %20, %95
  %97 = select i1 %96, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %93, ptr addrspace(1) %86, i32 %97)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %98 = or disjoint i32 %30, 32
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr half, ptr addrspace(1) %29, i64 %99
  %101 = or disjoint i64 %37, 4096
  %102 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %101
  %103 = icmp slt i32 %98, %5
  %104 = and i1 %39, %103
  %105 = and i1 %21, %104
  %106 = select i1 %105, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %102, ptr addrspace(1) %100, i32 %106)
  %107 = getelementptr half, ptr addrspace(1) %50, i64 %99
  %108 = or i64 %53, 4096
  %109 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %108
  %110 = and i1 %55, %103
  %111 = and i1 %21, %110
  %112 = select i1 %111, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %109, ptr addrspace(1) %107, i32 %112)
  %113 = or disjoint i32 %60, 32
  %114 = mul i32 %113, %8
  %115 = sext i32 %114 to i64
  %116 = getelementptr half, ptr addrspace(1) %1, i64 %115
  %117 = getelementptr half, ptr addrspace(1) %116, i64 %66
  %118 = or disjoint i64 %73, 16384
  %119 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %118
  %120 = icmp slt i32 %113, %5
  %121 = and i1 %77, %120
  %122 = and i1 %21, %121
  %123 = select i1 %122, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %119, ptr addrspace(1) %117, i32 %123)
  %124 = or disjoint i32 %82, 32
  %125 = mul i32 %124, %8
  %126 = sext i32 %125 to i64
  %127 = getelementptr half, ptr addrspace(1) %1, i64 %126
  %128 = getelementptr half, ptr addrspace(1) %127, i64 %66
  %129 = or i64 %91, 16384
  %130 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %129
  %131 = icmp slt i32 %124, %5
  %132 = and i1 %77, %131
  %133 = and i1 %21, %132
  %134 = select i1 %133, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %130, ptr addrspace(1) %128, i32 %134)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  br i1 %20, label %.preheader, label %371

.preheader:                                       ; preds = %12
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %66
  br label %135

135:                                              ; preds = %.preheader, %135
  %136 = phi i32 [ 0, %.preheader ], [ %334, %135 ]
  %137 = phi float [ undef, %.preheader ], [ %291, %135 ]
  %138 = phi float [ undef, %.preheader ], [ %290, %135 ]
  %139 = phi float [ undef, %.preheader ], [ %289, %135 ]
  %140 = phi float [ undef, %.preheader ], [ %288, %135 ]
  %141 = phi float [ undef, %.preheader ], [ %287, %135 ]
  %142 = phi float [ undef, %.preheader ], [ %286, %135 ]
  %143 = phi float [ undef, %.preheader ], [ %285, %135 ]
  %144 = phi float [ undef, %.preheader ], [ %284, %135 ]
  %145 = phi float [ undef, %.preheader ], [ %283, %135 ]
  %146 = phi float [ undef, %.preheader ], [ %282, %135 ]
  %147 = phi float [ undef, %.preheader ], [ %281, %135 ]
  %148 = phi float [ undef, %.preheader ], [ %280, %135 ]
  %149 = phi float [ undef, %.preheader ], [ %279, %135 ]
  %150 = phi float [ undef, %.preheader ], [ %278, %135 ]
  %151 = phi float [ undef, %.preheader ], [ %277, %135 ]
  %152 = phi float [ undef, %.preheader ], [ %276, %135 ]
  %153 = phi float [ undef, %.preheader ], [ %275, %135 ]
  %154 = phi float [ undef, %.preheader ], [ %274, %135 ]
  %155 = phi float [ undef, %.preheader ], [ %273, %135 ]
  %156 = phi float [ undef, %.preheader ], [ %272, %135 ]
  %157 = phi float [ undef, %.preheader ], [ %271, %135 ]
  %158 = phi float [ undef, %.preheader ], [ %270, %135 ]
  %159 = phi float [ undef, %.preheader ], [ %269, %135 ]
  %160 = phi float [ undef, %.preheader ], [ %268, %135 ]
  %161 = phi float [ undef, %.preheader ], [ %267, %135 ]
  %162 = phi float [ undef, %.preheader ], [ %266, %135 ]
  %163 = phi float [ undef, %.preheader ], [ %265, %135 ]
  %164 = phi float [ undef, %.preheader ], [ %264, %135 ]
  %165 = phi float [ undef, %.preheader ], [ %263, %135 ]
  %166 = phi float [ undef, %.preheader ], [ %262, %135 ]
  %167 = phi float [ undef, %.preheader ], [ %261, %135 ]
  %168 = phi float [ undef, %.preheader ], [ %260, %135 ]
  %169 = phi i32 [ 0, %.preheader ], [ %335, %135 ]
  %170 = icmp ne i32 %169, 0
  %171 = zext i1 %170 to i32
  %172 = add i32 %169, 64
  %173 = icmp slt i32 %172, %5
  tail call void asm sideeffect "cp.async.wait_group 1;", ""() #3
  %174 = shl nuw nsw i32 %136, 12
  tail call void @llvm.nvvm.barrier0()
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %175 = add i32 %174, add (i32 ptrtoint (ptr addrspace(3) @global_smem to i32), i32 12288)
  %176 = lshr exact i32 %175, 4
  %177 = and i32 %176, 16383
  %178 = add i32 %136, %17
  %179 = shl i32 %178, 12
  %180 = add i32 %179, ptrtoint (ptr addrspace(3) @global_smem to i32)
  %181 = lshr exact i32 %180, 4
  %182 = and i32 %181, 16383
  %183 = zext nneg i32 %177 to i64
  %184 = or disjoint i64 %183, 4611686293322072064
  %185 = zext nneg i32 %182 to i64
  %186 = or disjoint i64 %185, -9223371899415756800
  %187 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %186, i64 %184, i32 %171, float %168, float %167, float %166, float %165, float %164, float %163, float %162, float %161, float %160, float %159, float %158, float %157, float %156, float %155, float %154, float %153, float %152, float %151, float %150, float %149, float %148, float %147, float %146, float %145, float %144, float %143, float %142, float %141, float %140, float %139, float %138, float %137) #3
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 0
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 1
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 2
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 3
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 4
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 5
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 6
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 7
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 8
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 9
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 10
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 11
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 12
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 13
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 14
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 15
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 16
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 17
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 18
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 19
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 20
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 21
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 22
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 23
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 24
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 25
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 26
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 27
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 28
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 29
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 30
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %187, 31
  %220 = add nuw nsw i32 %177, 16777344
  %221 = zext nneg i32 %220 to i64
  %222 = or disjoint i64 %221, 4611686293305294848
  %223 = add nuw nsw i32 %182, 65538
  %224 = zext nneg i32 %223 to i64
  %225 = or disjoint i64 %224, -9223371899415822336
  %226 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %225, i64 %222, i32 1, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219) #3
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 0
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 1
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 2
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 3
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 4
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 5
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 6
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 7
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 8
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 9
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 10
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 11
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 12
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 13
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 14
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 15
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 16
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 17
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 18
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 19
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 20
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 21
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 22
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 23
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 24
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 25
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 26
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 27
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 28
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 29
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 30
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %226, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %259 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258) #3
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 0
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 1
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 2
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 3
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 4
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 5
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 6
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 7
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 8
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 9
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 10
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 11
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 12
  %273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 13
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 14
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 15
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 16
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 17
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 18
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 19
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 20
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 21
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 22
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 23
  %284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 24
  %285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 25
  %286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 26
  %287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 27
  %288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 28
  %289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 29
  %290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 30
  %291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %259, 31
  tail call void @llvm.nvvm.barrier0()
  %292 = add nuw nsw i32 %136, 2
  %293 = urem i32 %292, 3
  %294 = shl nuw nsw i32 %293, 12
  %295 = zext nneg i32 %294 to i64
  %296 = or disjoint i32 %172, %30
  %297 = sext i32 %296 to i64
  %298 = getelementptr half, ptr addrspace(1) %29, i64 %297
  %299 = or disjoint i64 %37, %295
  %300 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %299
  %301 = icmp slt i32 %296, %5
  %302 = and i1 %39, %301
  %303 = and i1 %173, %302
  %304 = select i1 %303, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %300, ptr addrspace(1) %298, i32 %304)
  %305 = getelementptr half, ptr addrspace(1) %50, i64 %297
  %306 = or disjoint i64 %52, %295
  %307 = or disjoint i64 %306, %36
  %308 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %307
  %309 = and i1 %55, %301
  %310 = and i1 %173, %309
  %311 = select i1 %310, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %308, ptr addrspace(1) %305, i32 %311)
  %312 = add nuw nsw i64 %295, 12288
  %313 = or disjoint i32 %172, %60
  %314 = mul i32 %313, %8
  %315 = sext i32 %314 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %315
  %316 = or disjoint i64 %73, %312
  %317 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %316
  %318 = icmp slt i32 %313, %5
  %319 = and i1 %77, %318
  %320 = and i1 %173, %319
  %321 = select i1 %320, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %317, ptr addrspace(1) %gep, i32 %321)
  %322 = or disjoint i32 %172, %82
  %323 = mul i32 %322, %8
  %324 = sext i32 %323 to i64
  %gep39 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %324
  %325 = or disjoint i64 %89, %312
  %326 = or disjoint i64 %325, %90
  %327 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %326
  %328 = icmp slt i32 %322, %5
  %329 = and i1 %77, %328
  %330 = and i1 %173, %329
  %331 = select i1 %330, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %327, ptr addrspace(1) %gep39, i32 %331)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %332 = add i32 %136, 1
  %333 = icmp eq i32 %332, 3
  %334 = select i1 %333, i32 0, i32 %332
  %335 = add i32 %169, 32
  %336 = icmp slt i32 %335, %5
  br i1 %336, label %135, label %337

337:                                              ; preds = %135
  %338 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291) #3
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 0
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 1
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 2
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 3
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 4
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 5
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 6
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 7
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 8
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 9
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 10
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 11
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 12
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 13
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 14
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 15
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 16
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 17
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 18
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 19
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 20
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 21
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 22
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 23
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 24
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 25
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 26
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 27
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 28
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 29
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 30
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %338, 31
  br label %371

371:                                              ; preds = %337, %12
  %372 = phi float [ %339, %337 ], [ 0.000000e+00, %12 ]
  %373 = phi float [ %340, %337 ], [ 0.000000e+00, %12 ]
  %374 = phi float [ %341, %337 ], [ 0.000000e+00, %12 ]
  %375 = phi float [ %342, %337 ], [ 0.000000e+00, %12 ]
  %376 = phi float [ %343, %337 ], [ 0.000000e+00, %12 ]
  %377 = phi float [ %344, %337 ], [ 0.000000e+00, %12 ]
  %378 = phi float [ %345, %337 ], [ 0.000000e+00, %12 ]
  %379 = phi float [ %346, %337 ], [ 0.000000e+00, %12 ]
  %380 = phi float [ %347, %337 ], [ 0.000000e+00, %12 ]
  %381 = phi float [ %348, %337 ], [ 0.000000e+00, %12 ]
  %382 = phi float [ %349, %337 ], [ 0.000000e+00, %12 ]
  %383 = phi float [ %350, %337 ], [ 0.000000e+00, %12 ]
  %384 = phi float [ %351, %337 ], [ 0.000000e+00, %12 ]
  %385 = phi float [ %352, %337 ], [ 0.000000e+00, %12 ]
  %386 = phi float [ %353, %337 ], [ 0.000000e+00, %12 ]
  %387 = phi float [ %354, %337 ], [ 0.000000e+00, %12 ]
  %388 = phi float [ %355, %337 ], [ 0.000000e+00, %12 ]
  %389 = phi float [ %356, %337 ], [ 0.000000e+00, %12 ]
  %390 = phi float [ %357, %337 ], [ 0.000000e+00, %12 ]
  %391 = phi float [ %358, %337 ], [ 0.000000e+00, %12 ]
  %392 = phi float [ %359, %337 ], [ 0.000000e+00, %12 ]
  %393 = phi float [ %360, %337 ], [ 0.000000e+00, %12 ]
  %394 = phi float [ %361, %337 ], [ 0.000000e+00, %12 ]
  %395 = phi float [ %362, %337 ], [ 0.000000e+00, %12 ]
  %396 = phi float [ %363, %337 ], [ 0.000000e+00, %12 ]
  %397 = phi float [ %364, %337 ], [ 0.000000e+00, %12 ]
  %398 = phi float [ %365, %337 ], [ 0.000000e+00, %12 ]
  %399 = phi float [ %366, %337 ], [ 0.000000e+00, %12 ]
  %400 = phi float [ %367, %337 ], [ 0.000000e+00, %12 ]
  %401 = phi float [ %368, %337 ], [ 0.000000e+00, %12 ]
  %402 = phi float [ %369, %337 ], [ 0.000000e+00, %12 ]
  %403 = phi float [ %370, %337 ], [ 0.000000e+00, %12 ]
  tail call void asm sideeffect "cp.async.wait_group 0;", ""() #3
  tail call void @llvm.nvvm.barrier0()
  %404 = lshr i64 %14, 1
  %405 = and i64 %404, 48
  %406 = and i64 %24, 7
  %407 = shl nuw nsw i64 %14, 1
  %408 = and i64 %407, 6
  %409 = or disjoint i64 %405, %406
  %410 = or disjoint i64 %408, 1
  %411 = or disjoint i64 %408, 8
  %412 = or disjoint i64 %408, 9
  %413 = or disjoint i64 %408, 16
  %414 = or disjoint i64 %408, 17
  %415 = or disjoint i64 %408, 24
  %416 = or disjoint i64 %408, 25
  %417 = or disjoint i64 %408, 32
  %418 = or disjoint i64 %408, 33
  %419 = or disjoint i64 %408, 40
  %420 = or disjoint i64 %408, 41
  %421 = or disjoint i64 %408, 48
  %422 = or disjoint i64 %408, 49
  %423 = or disjoint i64 %408, 56
  %424 = or disjoint i64 %408, 57
  %425 = shl nuw nsw i64 %409, 6
  %426 = or disjoint i64 %425, %408
  %427 = getelementptr float, ptr addrspace(3) @global_smem, i64 %426
  store float %372, ptr addrspace(3) %427, align 8
  %428 = or disjoint i64 %425, %410
  %429 = getelementptr float, ptr addrspace(3) @global_smem, i64 %428
  store float %373, ptr addrspace(3) %429, align 4
  %430 = or disjoint i64 %425, 512
  %431 = or disjoint i64 %430, %408
  %432 = getelementptr float, ptr addrspace(3) @global_smem, i64 %431
  store float %374, ptr addrspace(3) %432, align 8
  %433 = or disjoint i64 %430, %410
  %434 = getelementptr float, ptr addrspace(3) @global_smem, i64 %433
  store float %375, ptr addrspace(3) %434, align 4
  %435 = or disjoint i64 %425, %411
  %436 = getelementptr float, ptr addrspace(3) @global_smem, i64 %435
  store float %376, ptr addrspace(3) %436, align 8
  %437 = or disjoint i64 %425, %412
  %438 = getelementptr float, ptr addrspace(3) @global_smem, i64 %437
  store float %377, ptr addrspace(3) %438, align 4
  %439 = or disjoint i64 %430, %411
  %440 = getelementptr float, ptr addrspace(3) @global_smem, i64 %439
  store float %378, ptr addrspace(3) %440, align 8
  %441 = or disjoint i64 %430, %412
  %442 = getelementptr float, ptr addrspace(3) @global_smem, i64 %441
  store float %379, ptr addrspace(3) %442, align 4
  %443 = or disjoint i64 %425, %413
  %444 = getelementptr float, ptr addrspace(3) @global_smem, i64 %443
  store float %380, ptr addrspace(3) %444, align 8
  %445 = or disjoint i64 %425, %414
  %446 = getelementptr float, ptr addrspace(3) @global_smem, i64 %445
  store float %381, ptr addrspace(3) %446, align 4
  %447 = or disjoint i64 %430, %413
  %448 = getelementptr float, ptr addrspace(3) @global_smem, i64 %447
  store float %382, ptr addrspace(3) %448, align 8
  %449 = or disjoint i64 %430, %414
  %450 = getelementptr float, ptr addrspace(3) @global_smem, i64 %449
  store float %383, ptr addrspace(3) %450, align 4
  %451 = or disjoint i64 %425, %415
  %452 = getelementptr float, ptr addrspace(3) @global_smem, i64 %451
  store float %384, ptr addrspace(3) %452, align 8
  %453 = or disjoint i64 %425, %416
  %454 = getelementptr float, ptr addrspace(3) @global_smem, i64 %453
  store float %385, ptr addrspace(3) %454, align 4
  %455 = or disjoint i64 %430, %415
  %456 = getelementptr float, ptr addrspace(3) @global_smem, i64 %455
  store float %386, ptr addrspace(3) %456, align 8
  %457 = or disjoint i64 %430, %416
  %458 = getelementptr float, ptr addrspace(3) @global_smem, i64 %457
  store float %387, ptr addrspace(3) %458, align 4
  %459 = or disjoint i64 %425, %417
  %460 = getelementptr float, ptr addrspace(3) @global_smem, i64 %459
  store float %388, ptr addrspace(3) %460, align 8
  %461 = or disjoint i64 %425, %418
  %462 = getelementptr float, ptr addrspace(3) @global_smem, i64 %461
  store float %389, ptr addrspace(3) %462, align 4
  %463 = or disjoint i64 %430, %417
  %464 = getelementptr float, ptr addrspace(3) @global_smem, i64 %463
  store float %390, ptr addrspace(3) %464, align 8
  %465 = or disjoint i64 %430, %418
  %466 = getelementptr float, ptr addrspace(3) @global_smem, i64 %465
  store float %391, ptr addrspace(3) %466, align 4
  %467 = or disjoint i64 %425, %419
  %468 = getelementptr float, ptr addrspace(3) @global_smem, i64 %467
  store float %392, ptr addrspace(3) %468, align 8
  %469 = or disjoint i64 %425, %420
  %470 = getelementptr float, ptr addrspace(3) @global_smem, i64 %469
  store float %393, ptr addrspace(3) %470, align 4
  %471 = or disjoint i64 %430, %419
  %472 = getelementptr float, ptr addrspace(3) @global_smem, i64 %471
  store float %394, ptr addrspace(3) %472, align 8
  %473 = or disjoint i64 %430, %420
  %474 = getelementptr float, ptr addrspace(3) @global_smem, i64 %473
  store float %395, ptr addrspace(3) %474, align 4
  %475 = or disjoint i64 %425, %421
  %476 = getelementptr float, ptr addrspace(3) @global_smem, i64 %475
  store float %396, ptr addrspace(3) %476, align 8
  %477 = or disjoint i64 %425, %422
  %478 = getelementptr float, ptr addrspace(3) @global_smem, i64 %477
  store float %397, ptr addrspace(3) %478, align 4
  %479 = or disjoint i64 %430, %421
  %480 = getelementptr float, ptr addrspace(3) @global_smem, i64 %479
  store float %398, ptr addrspace(3) %480, align 8
  %481 = or disjoint i64 %430, %422
  %482 = getelementptr float, ptr addrspace(3) @global_smem, i64 %481
  store float %399, ptr addrspace(3) %482, align 4
  %483 = or disjoint i64 %425, %423
  %484 = getelementptr float, ptr addrspace(3) @global_smem, i64 %483
  store float %400, ptr addrspace(3) %484, align 8
  %485 = or disjoint i64 %425, %424
  %486 = getelementptr float, ptr addrspace(3) @global_smem, i64 %485
  store float %401, ptr addrspace(3) %486, align 4
  %487 = or disjoint i64 %430, %423
  %488 = getelementptr float, ptr addrspace(3) @global_smem, i64 %487
  store float %402, ptr addrspace(3) %488, align 8
  %489 = or disjoint i64 %430, %424
  %490 = getelementptr float, ptr addrspace(3) @global_smem, i64 %489
  store float %403, ptr addrspace(3) %490, align 4
  tail call void @llvm.nvvm.barrier0()
  %491 = or disjoint i64 %59, 4
  %492 = shl nuw nsw i64 %32, 6
  %493 = or disjoint i32 %18, %60
  %494 = mul i32 %493, %10
  %495 = sext i32 %494 to i64
  %496 = getelementptr float, ptr addrspace(1) %2, i64 %495
  %497 = icmp slt i32 %493, %3
  %498 = and i1 %497, %77
  br i1 %498, label %499, label %504

499:                                              ; preds = %371
  %500 = or disjoint i64 %59, %492
  %501 = getelementptr float, ptr addrspace(3) @global_smem, i64 %500
  %502 = getelementptr float, ptr addrspace(1) %496, i64 %66
  %503 = load <4 x float>, ptr addrspace(3) %501, align 16
  store <4 x float> %503, ptr addrspace(1) %502, align 16
  br label %504

504:                                              ; preds = %499, %371
  %505 = trunc nuw nsw i64 %491 to i32
  %506 = or disjoint i32 %19, %505
  %507 = icmp slt i32 %506, %4
  %508 = and i1 %497, %507
  br i1 %508, label %509, label %515

509:                                              ; preds = %504
  %510 = or disjoint i64 %491, %492
  %511 = getelementptr float, ptr addrspace(3) @global_smem, i64 %510
  %512 = zext nneg i32 %506 to i64
  %513 = getelementptr float, ptr addrspace(1) %496, i64 %512
  %514 = load <4 x float>, ptr addrspace(3) %511, align 16
  store <4 x float> %514, ptr addrspace(1) %513, align 16
  br label %515

515:                                              ; preds = %509, %504
  %516 = and i64 %44, 1984
  %517 = or disjoint i32 %18, %82
  %518 = mul i32 %517, %10
  %519 = sext i32 %518 to i64
  %520 = getelementptr float, ptr addrspace(1) %2, i64 %519
  %521 = icmp slt i32 %517, %3
  %522 = and i1 %521, %77
  br i1 %522, label %523, label %527

523:                                              ; preds = %515
  %524 = getelementptr float, ptr addrspace(3) @global_smem, i64 %44
  %525 = getelementptr float, ptr addrspace(1) %520, i64 %66
  %526 = load <4 x float>, ptr addrspace(3) %524, align 16
  store <4 x float> %526, ptr addrspace(1) %525, align 16
  br label %527

527:                                              ; preds = %523, %515
  %528 = and i1 %521, %507
  br i1 %528, label %529, label %535

529:                                              ; preds = %527
  %530 = or disjoint i64 %491, %516
  %531 = getelementptr float, ptr addrspace(3) @global_smem, i64 %530
  %532 = zext nneg i32 %506 to i64
  %533 = getelementptr float, ptr addrspace(1) %520, i64 %532
  %534 = load <4 x float>, ptr addrspace(3) %531, align 16
  store <4 x float> %534, ptr addrspace(1) %533, align 16
  br label %535

535:                                              ; preds = %529, %527
  %536 = or disjoint i64 %32, 32
  %537 = shl nuw nsw i64 %536, 6
  %538 = trunc nuw nsw i64 %536 to i32
  %539 = or disjoint i32 %18, %538
  %540 = mul i32 %539, %10
  %541 = sext i32 %540 to i64
  %542 = getelementptr float, ptr addrspace(1) %2, i64 %541
  %543 = icmp slt i32 %539, %3
  %544 = and i1 %543, %77
  br i1 %544, label %545, label %550

545:                                              ; preds = %535
  %546 = or disjoint i64 %537, %59
  %547 = getelementptr float, ptr addrspace(3) @global_smem, i64 %546
  %548 = getelementptr float, ptr addrspace(1) %542, i64 %66
  %549 = load <4 x float>, ptr addrspace(3) %547, align 16
  store <4 x float> %549, ptr addrspace(1) %548, align 16
  br label %550

550:                                              ; preds = %545, %535
  %551 = and i1 %543, %507
  br i1 %551, label %552, label %558

552:                                              ; preds = %550
  %553 = or disjoint i64 %491, %537
  %554 = getelementptr float, ptr addrspace(3) @global_smem, i64 %553
  %555 = zext nneg i32 %506 to i64
  %556 = getelementptr float, ptr addrspace(1) %542, i64 %555
  %557 = load <4 x float>, ptr addrspace(3) %554, align 16
  store <4 x float> %557, ptr addrspace(1) %556, align 16
  br label %558

558:                                              ; preds = %552, %550
  %559 = or disjoint i64 %32, 48
  %560 = shl nuw nsw i64 %559, 6
  %561 = trunc nuw nsw i64 %559 to i32
  %562 = or disjoint i32 %18, %561
  %563 = mul i32 %562, %10
  %564 = sext i32 %563 to i64
  %565 = getelementptr float, ptr addrspace(1) %2, i64 %564
  %566 = icmp slt i32 %562, %3
  %567 = and i1 %566, %77
  br i1 %567, label %568, label %573

568:                                              ; preds = %558
  %569 = or disjoint i64 %560, %59
  %570 = getelementptr float, ptr addrspace(3) @global_smem, i64 %569
  %571 = getelementptr float, ptr addrspace(1) %565, i64 %66
  %572 = load <4 x float>, ptr addrspace(3) %570, align 16
  store <4 x float> %572, ptr addrspace(1) %571, align 16
  br label %573

573:                                              ; preds = %568, %558
  %574 = and i1 %566, %507
  br i1 %574, label %575, label %581

575:                                              ; preds = %573
  %576 = or disjoint i64 %491, %560
  %577 = getelementptr float, ptr addrspace(3) @global_smem, i64 %576
  %578 = zext nneg i32 %506 to i64
  %579 = getelementptr float, ptr addrspace(1) %565, i64 %578
  %580 = load <4 x float>, ptr addrspace(3) %577, align 16
  store <4 x float> %580, ptr addrspace(1) %579, align 16
  br label %581

581:                                              ; preds = %575, %573
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
